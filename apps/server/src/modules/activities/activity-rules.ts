import type { ActivityStatus } from '@playdeck/contract/admin';

/** What every drop and wheel has: its window, and whether an operator ended it early. */
export interface Windowed {
  startAt: Date;
  endAt: Date;
  endedEarlyAt: Date | null;
}

/**
 * Where a drop or wheel stands at `now`: ended (early, by its end time, or — a drop — with nothing left
 * to claim), else scheduled before its start, else running. The repos' status filters say the same in SQL.
 */
export function statusOf(row: Windowed, now: number, exhausted = false): ActivityStatus {
  if (row.endedEarlyAt || row.endAt.getTime() <= now) return 'ended';
  if (row.startAt.getTime() > now) return 'scheduled';
  return exhausted ? 'ended' : 'running';
}

/** Live for members: started, not yet over, not ended early. */
export const isLive = (row: Windowed, now: number) => statusOf(row, now) === 'running';

/** An operator's text in the page's language, else the site default's (kept beside it as `fallback`). */
export function inLanguage(texts: Record<string, string>, locale: string | undefined, fallback: string): string {
  return (locale && texts[locale]) || fallback;
}

/** The text for the site's default language, else the first one written (the fallback column). */
export function defaultText(texts: Record<string, string>, defaultLocale: string | undefined): string {
  return (defaultLocale && texts[defaultLocale]) || Object.values(texts)[0] || '';
}

/** The display job's key: a new start time is a new job (the old one finds the start moved and stays quiet). */
export const displayJobKey = (id: number, startAt: Date) => `${id}:${startAt.getTime()}`;

/**
 * A display job reads its row, waits at most 5 s for the start (untilStarted) and publishes: a few seconds.
 * One still active after a minute was lost with its node, and another node announces it.
 */
export const DISPLAY_JOB_EXPIRE_SECONDS = 60;

/**
 * Waits until this node's clock has reached `startAt` (at most 5 s): the job runs on the database's
 * clock, while the member call that follows the announcement checks the window on the node's.
 */
export async function untilStarted(startAt: Date): Promise<void> {
  const wait = Math.min(startAt.getTime() - Date.now(), 5_000);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
