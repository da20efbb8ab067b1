import type { ProtectionMeasure } from '@playdeck/contract';
import { formatLimitValue, formatMinor, PROTECTION_MEASURES, timeZoneOr } from '@playdeck/contract';
import type { HarmMarker } from '@playdeck/contract/admin';
import type { SiteRecord } from '../site/types.js';
import { applyingLimits } from './checks.js';
import type { Flags } from './flags.js';
import type { ProtectionRepo } from './repo.js';
import { PERIOD_WORDS, WINDOW_MS, windowStarts } from './rules.js';
import type { ProtectionSettings, ProtectionSettingsStore } from './settings.js';
import type { MemberRef, UsageOf } from './usage.js';

export const HARM_MARKERS_JOB = 'protection.harm-markers';
export const HARM_MARKERS_SECONDS = 300;
/** Share of a limit used that raises `limit_near` (percent). */
export const LIMIT_NEAR_PERCENT = 80n;

export interface HarmSources {
  allSites: () => Promise<SiteRecord[]>;
  harmSignals: (
    siteId: number,
    since: { day: Date; week: Date; month: Date },
  ) => Promise<
    { memberId: number; currency: string; depositsDay: number; withdrawalsCancelled: number; net: bigint }[]
  >;
  nightPlay: (siteId: number, since: Date, timeZone: string) => Promise<{ memberId: number; night: string }[]>;
  currencyOf: (siteId: number, memberId: number) => Promise<string | undefined>;
}

/** The longest run of consecutive dates ("YYYY-MM-DD", sorted) in a list. */
export function longestRun(nights: string[]): number {
  let best = 0;
  let run = 0;
  let previous: number | undefined;
  for (const night of nights) {
    const day = Date.parse(`${night}T00:00:00Z`) / WINDOW_MS.day;
    run = previous !== undefined && day === previous + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

/**
 * Markers of harm (decision 0051), raised for a person to review, every few minutes on one node: deposits
 * more often than the site's threshold in 24 hours, withdrawals the member cancelled in 7 days, net
 * deposits over a threshold in 30 days, play after midnight on several nights in a row, and 80 % of a
 * limit used. A flag stays open until reviewed; the job never raises a second one of its kind meanwhile.
 */
export function createHarmMarkersJob(deps: {
  repo: ProtectionRepo;
  flags: Flags;
  settings: ProtectionSettingsStore;
  usageOf: UsageOf;
  sources: HarmSources;
  now: () => Date;
}) {
  async function checkSite(site: SiteRecord, now: Date): Promise<number> {
    const settingsOf = memo((currency: string) => deps.settings.read(site.siteId, currency));
    const raised: Promise<boolean>[] = [];
    const raise = (memberId: number, kind: HarmMarker, detail: string) =>
      raised.push(deps.flags.raise({ siteId: site.siteId, memberId, kind, detail }, now));

    const starts = windowStarts(now);
    const signals = await deps.sources.harmSignals(site.siteId, starts);
    for (const row of signals) {
      const s = await settingsOf(row.currency);
      if (s.depositsPerDay > 0 && row.depositsDay > s.depositsPerDay) {
        raise(
          row.memberId,
          'deposits_often',
          `${row.depositsDay} deposits in 24 hours (threshold ${s.depositsPerDay})`,
        );
      }
      if (s.withdrawalsCancelled > 0 && row.withdrawalsCancelled >= s.withdrawalsCancelled) {
        raise(row.memberId, 'withdrawals_cancelled', `${row.withdrawalsCancelled} withdrawals cancelled in 7 days`);
      }
      if (s.netDeposits30d > 0n && row.net > s.netDeposits30d) {
        const money = (v: bigint) => `${formatMinor(v, row.currency)} ${row.currency}`;
        raise(
          row.memberId,
          'net_deposits_high',
          `net deposits ${money(row.net)} in 30 days (threshold ${money(s.netDeposits30d)})`,
        );
      }
    }
    await nightPlay(site, now, settingsOf, raise);
    await limitsNear(site, now, settingsOf, signals, raise);
    return (await Promise.all(raised)).filter(Boolean).length;
  }

  async function nightPlay(
    site: SiteRecord,
    now: Date,
    settingsOf: (c: string) => Promise<ProtectionSettings>,
    raise: Raise,
  ) {
    const longest = Math.max(
      0,
      ...(await Promise.all(site.currencies.map(async (c) => (await settingsOf(c)).nightPlayNights))),
    );
    if (longest === 0) return;
    const since = new Date(now.getTime() - (longest + 1) * WINDOW_MS.day);
    const byMember = new Map<number, string[]>();
    for (const { memberId, night } of await deps.sources.nightPlay(
      site.siteId,
      since,
      timeZoneOr(site.envConfig.timeZone),
    )) {
      byMember.set(memberId, [...(byMember.get(memberId) ?? []), night]);
    }
    for (const [memberId, nights] of byMember) {
      const currency = await deps.sources.currencyOf(site.siteId, memberId);
      const threshold = currency ? (await settingsOf(currency)).nightPlayNights : 0;
      const run = longestRun(nights);
      if (threshold > 0 && run >= threshold)
        raise(memberId, 'night_play', `played after midnight on ${run} nights in a row`);
    }
  }

  /**
   * Members with a limit of their own or an operator's, and — where the site has limits for a currency —
   * members of that currency who placed orders in the last 30 days.
   */
  async function limitsNear(
    site: SiteRecord,
    now: Date,
    settingsOf: (c: string) => Promise<ProtectionSettings>,
    active: { memberId: number; currency: string }[],
    raise: Raise,
  ) {
    const members = new Map<number, string | undefined>();
    for (const memberId of await deps.repo.limitedMembers(site.siteId)) members.set(memberId, undefined);
    for (const { memberId, currency } of active) {
      if ((await settingsOf(currency)).limits.length) members.set(memberId, currency);
    }
    for (const [memberId, known] of members) {
      const currency = known ?? (await deps.sources.currencyOf(site.siteId, memberId));
      if (!currency) continue;
      const near = await nearestLimit({ siteId: site.siteId, memberId, currency }, now);
      if (near) raise(memberId, 'limit_near', near);
    }
  }

  /** "deposit, 24 hours: 85.00 of 100.00 used", for the first limit at 80 % or more; undefined if none. */
  async function nearestLimit(member: MemberRef, now: Date): Promise<string | undefined> {
    const rows = await deps.repo.limits(member);
    for (const measure of PROTECTION_MEASURES as readonly ProtectionMeasure[]) {
      const limits = applyingLimits(rows, measure).filter((l) => l.limit !== undefined && l.limit > 0n);
      if (limits.length === 0) continue;
      const used = await deps.usageOf(member, measure, now);
      for (const { period, limit } of limits) {
        if (used[period] * 100n >= limit! * LIMIT_NEAR_PERCENT) {
          const value = (v: bigint) => formatLimitValue(measure, v, member.currency);
          const unit = measure === 'session' ? ' minutes' : '';
          return `${measure}, ${PERIOD_WORDS[period]}: ${value(used[period])} of ${value(limit!)}${unit} used`;
        }
      }
    }
    return undefined;
  }

  /** Runs over every site; answers how many flags it raised. */
  return async function run(): Promise<number> {
    const now = deps.now();
    let raised = 0;
    for (const site of await deps.sources.allSites()) raised += await checkSite(site, now);
    return raised;
  };
}

type Raise = (memberId: number, kind: HarmMarker, detail: string) => void;

/** One read per key for the length of a run. */
function memo<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const seen = new Map<string, Promise<T>>();
  return (key) => {
    if (!seen.has(key)) seen.set(key, read(key));
    return seen.get(key)!;
  };
}
