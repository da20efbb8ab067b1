/** The device data of a login body, as stored with sessions and trusted devices. */
export function deviceOf(body: Record<string, unknown>, ip: string): Record<string, string> {
  const keys = ['host', 'device', 'system_group', 'udid', 'login_type', 'cdn', 'system', 'browser', 'system_version'];
  const device: Record<string, string> = { remote_addr: ip };
  for (const key of keys) {
    const value = body[key];
    if (value !== undefined && value !== null && value !== '') device[key] = String(value);
  }
  return device;
}

/** What the login event carries: a fingerprint, never the token itself (see decision 0004). */
export const tokenFingerprint = (tokenHashHex: string) => tokenHashHex.slice(0, 16);
