/**
 * The token fingerprint the `login` realtime event carries (decision 0004): the first 16 hex characters
 * of SHA-256 of the token. Undefined where Web Crypto is unavailable (a page on plain http off
 * localhost): the caller then cannot tell devices apart and must not log anyone out on a guess.
 */
export async function tokenFingerprint(token: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 16);
}
