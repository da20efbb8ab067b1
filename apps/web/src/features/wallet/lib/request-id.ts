/**
 * The request_id of a payment form: made once per form, so a double submit (or a retry after a lost
 * answer) finds the first order instead of making a second. 8-64 letters, digits, _ or - (contract).
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}
