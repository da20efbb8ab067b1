/** How far ahead of this device's clock a transfer time may be (clocks differ a little). */
const FUTURE_SLACK_MS = 10 * 60_000;

/**
 * A datetime-local value ("2026-05-01T13:45", the member's own clock) as the ISO time the API wants;
 * undefined when it is empty, unreadable or in the future.
 */
export function transferTimeIso(local: string, now = Date.now()): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return undefined;
  const time = new Date(local).getTime();
  if (Number.isNaN(time) || time > now + FUTURE_SLACK_MS) return undefined;
  return new Date(time).toISOString();
}

/** The current local time as a datetime-local value, for the field's max. */
export function localDateTimeValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
