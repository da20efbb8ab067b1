/** A callback's raw body for reading: JSON indented by two spaces, anything else exactly as it came. */
export function rawBody(body: unknown): string {
  if (typeof body !== 'string') return '';
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? JSON.stringify(parsed, null, 2) : body;
  } catch {
    return body;
  }
}
