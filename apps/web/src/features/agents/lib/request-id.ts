/**
 * The request_id of a transfer form: made once per form, so a double submit (or a retry after a lost
 * answer) moves the money once. 32 hex digits: within the contract's 8-64 letters, digits, _ or -.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  // randomUUID needs a secure context (https or localhost); getRandomValues does not.
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}
