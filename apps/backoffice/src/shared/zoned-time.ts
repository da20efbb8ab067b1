// Publish windows are entered as wall-clock times on the site's clock and sent as ISO with that zone's
// offset ("2026-05-01T10:00:00-04:00"), so the stored instant is exactly what the operator meant.

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let held = formatters.get(zone);
  if (!held) {
    held = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, held);
  }
  return held;
}

/** Minutes the zone is ahead of UTC at that instant (+480 for Asia/Shanghai). */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  const parts = formatterOf(zone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** "+08:00", "-03:30", "+00:00". */
export function offsetText(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

/** An ISO instant as the `yyyy-MM-ddThh:mm` a datetime-local input shows, in the zone. */
export function isoToLocalInput(value: unknown, zone: string): string {
  if (typeof value !== 'string' || value === '') return '';
  if (LOCAL_INPUT.test(value)) return value;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const wall = new Date(at.getTime() + zoneOffsetMinutes(zone, at) * 60_000);
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(
    wall.getUTCHours(),
  )}:${pad(wall.getUTCMinutes())}`;
}

/**
 * A datetime-local value read as wall-clock time in the zone, as ISO with the zone's offset then
 * ("2026-05-01T10:00:00+08:00"); empty → null. Around a daylight-saving change the offset in force at
 * the resulting instant is used (a time that does not exist moves forward by the gap).
 */
export function localInputToIso(value: unknown, zone: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const m = LOCAL_INPUT.exec(value);
  if (!m) return value; // not a local time: left for validation to name
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let offset = zoneOffsetMinutes(zone, new Date(wall));
  const second = zoneOffsetMinutes(zone, new Date(wall - offset * 60_000));
  if (second !== offset) offset = second;
  const instant = new Date(wall - offset * 60_000);
  return `${isoToLocalInput(instant.toISOString(), zone)}:00${offsetText(zoneOffsetMinutes(zone, instant))}`;
}

/** "Asia/Shanghai (UTC+08:00)" for the helper text under the inputs. */
export function zoneLabel(zone: string, at = new Date()): string {
  return `${zone} (UTC${offsetText(zoneOffsetMinutes(zone, at))})`;
}
