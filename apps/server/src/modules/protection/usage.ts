import type { ProtectionMeasure, ProtectionPeriod } from '@playdeck/contract';
import { PROTECTION_PERIODS } from '@playdeck/contract';
import type { Tx } from '../../db/client.js';
import { SEAMLESS_KINDS } from '../wallet/index.js';
import type { PlayRepo } from './play-repo.js';
import { windowStarts } from './rules.js';
import type { ProtectionSources } from './types.js';

export type MemberRef = { siteId: number; memberId: number; currency: string };
export type Usage = Record<ProtectionPeriod, bigint>;

/**
 * A page's minute timer and the network may bring a beat a little early: a stretch this short of a whole
 * minute counts it, so a beat sent after a minute of play finds that minute.
 */
const BEAT_JITTER_SECONDS = 5;

const byPeriod = (values: bigint[]): Usage => ({ day: values[0] ?? 0n, week: values[1] ?? 0n, month: values[2] ?? 0n });

/**
 * What the member used of each measure in each rolling window, read in `tx` when given:
 * - deposit: deposit orders placed and not closed unpaid, plus agents' transfers to the member;
 * - wager: money moved from the main wallet into game wallets, and seamless games' stakes;
 * - loss: stakes minus wins as the games settled them, seamless games' per bet (never below zero);
 * - session: whole minutes of play, as the game page's beats reported it.
 * Money in minor units of the member's currency.
 */
export function createUsage(sources: ProtectionSources, play: PlayRepo) {
  return async function usageOf(member: MemberRef, measure: ProtectionMeasure, now: Date, tx?: Tx): Promise<Usage> {
    const starts = windowStarts(now);
    const sinces = PROTECTION_PERIODS.map((p) => starts[p]);
    const key = { siteId: member.siteId, memberId: member.memberId };
    if (measure === 'session') {
      const seconds = await play.secondsSince(key, sinces, tx);
      return byPeriod(seconds.map((s) => BigInt(Math.floor((s + BEAT_JITTER_SECONDS) / 60))));
    }
    if (measure === 'deposit') {
      const [orders, fromAgents] = await Promise.all([
        sources.depositTotals(key, sinces, tx),
        sources.wallet.memberSumsSince(key, 'agent_transfer_in', 'main', sinces, tx),
      ]);
      return byPeriod(orders.map((v, i) => v + (fromAgents[i] ?? 0n)));
    }
    if (measure === 'wager') {
      // Money moved into transfer-wallet games, and seamless games' bets less their rollbacks.
      const staked = ['game_transfer_in', SEAMLESS_KINDS.bet, SEAMLESS_KINDS.rollback];
      const moved = await sources.wallet.memberSumsSince(key, staked, 'main', sinces, tx);
      return byPeriod(moved.map((v) => -v));
    }
    const [settled, seamless] = await Promise.all([
      sources.wallet.memberSumsSince(key, 'game_result', 'providers', sinces, tx),
      sources.wallet.memberSumsSince(key, Object.values(SEAMLESS_KINDS), 'main', sinces, tx),
    ]);
    return byPeriod(settled.map((v, i) => v + (seamless[i] ?? 0n)).map((v) => (v < 0n ? -v : 0n)));
  };
}

export type UsageOf = ReturnType<typeof createUsage>;
