import { money } from './money';

const MINUTE_MS = 60_000;

/** The play session starts when the first of the page's open games was opened; null with none open. */
export function sessionStart(games: readonly { openedAt: number }[]): number | null {
  return games.length === 0 ? null : Math.min(...games.map((game) => game.openedAt));
}

/** The member's last "Keep playing", and the session it was for. */
export interface KeptPlaying {
  since: number;
  at: number;
}

/** What the next check counts from: the last "Keep playing" of this session, else the session's start. */
export function lastMark(since: number | null, kept: KeptPlaying | null): number | null {
  return since !== null && kept?.since === since ? kept.at : since;
}

/**
 * When the next reality check is due: `minutes` after the last mark (the game's opening, then each
 * "Keep playing"), so the time spent reading a prompt never shortens the next stretch; null when off.
 */
export function nextCheckAt(lastMark: number, minutes: number): number | null {
  return minutes > 0 ? lastMark + minutes * MINUTE_MS : null;
}

/** Whole hours and minutes of a duration in seconds (a session under a minute reads 0 minutes). */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** A session's result with its sign in front of the currency ("+$ 5.00", "-$ 12.50", "$ 0.00"). */
export function signedMoney(net: string, currency: string): string {
  const negative = net.trim().startsWith('-');
  const size = net.trim().replace(/^[-+]/, '');
  const zero = !/[1-9]/.test(size);
  return `${zero ? '' : negative ? '-' : '+'}${money(size, currency)}`;
}
