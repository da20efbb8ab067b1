/** One id per opened form: a double submit finds the first adjustment instead of making a second one. */
export function newRequestId(): string {
  // getRandomValues works on plain-http addresses too, where crypto.randomUUID does not exist.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
