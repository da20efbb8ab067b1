import { DEFAULT_TIME_ZONE } from './constants.js';

/** An IANA zone name (Asia/Shanghai, UTC, America/Argentina/Buenos_Aires): never an offset or abbreviation. */
const ZONE_NAME = /^[A-Za-z][A-Za-z_]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * True for a string shaped as a zone name. Cheap: it does not ask Intl, whose first zone lookup loads the
 * time-zone data (tens of milliseconds on a phone), so the page can take the server's (checked) zone at
 * boot and leave the lookup to the first time it formats a time.
 */
export const looksLikeTimeZone = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 64 && ZONE_NAME.test(value);

/** True for a zone name this runtime knows (the page formats with the same Intl data). */
export function isTimeZone(value: unknown): value is string {
  if (!looksLikeTimeZone(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone a site's times are shown in: its own setting, else the platform default (DEFAULT_TIME_ZONE). */
export const timeZoneOr = (value: unknown): string => (isTimeZone(value) ? value : DEFAULT_TIME_ZONE);
