import { formatZonedDateTime } from '../../../shared/lib/format';

/** The red envelope counts down in 1 s ticks and is fetched again this long after it ends. */
export const COUNTDOWN_TICK_MS = 1_000;
export const REFETCH_AFTER_END_MS = 3_000;

/** Whole seconds from `now` to `endAt` (ISO 8601), never below zero; an unreadable date counts as ended. */
export function secondsUntil(endAt: string, now: number): number {
  const end = Date.parse(endAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** `HH:MM:SS`, with whole days in front (`2d 03:04:05`) when a day or more is left. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const clock = `${two(Math.floor((s % 86_400) / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The end time, a deadline: `YYYY-MM-DD HH:mm` and the zone's name, in the site's time zone. */
export function formatEndAt(endAt: string, timeZone?: string): string {
  return formatZonedDateTime(endAt, timeZone);
}
