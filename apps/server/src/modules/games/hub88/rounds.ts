import type { ProviderRound, ProviderRounds, RoundsQuery } from '../provider-client.js';
import { fromHub88, ourCurrency } from './amounts.js';

type Entry = { round: string; gameCode: string; kind: string; amount: bigint; at: Date };

function entryOf(item: unknown): Entry | undefined {
  const t = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
  if (t.status !== undefined && t.status !== 'TS_SUCCESS') return undefined;
  const at = new Date(String(t.inserted_at ?? ''));
  const units = typeof t.amount === 'number' && Number.isSafeInteger(t.amount) ? BigInt(t.amount) : undefined;
  const amount = units === undefined ? undefined : fromHub88(units, ourCurrency(String(t.currency ?? '')));
  if (typeof t.round !== 'string' || Number.isNaN(at.getTime()) || amount === undefined) return undefined;
  return { round: t.round, gameCode: String(t.game_code ?? ''), kind: String(t.kind ?? ''), amount, at };
}

/**
 * Hub88 lists transactions (bets, wins, rollbacks); a member's bet records want rounds: each round's bets
 * minus what was rolled back, its wins, newest first, paged here.
 */
export function roundsOf(items: unknown[], q: RoundsQuery): ProviderRounds {
  const byRound = new Map<string, ProviderRound>();
  for (const e of items.map(entryOf)) {
    if (!e) continue;
    const round = byRound.get(e.round) ?? { roundId: e.round, gameCode: e.gameCode, bet: 0n, win: 0n, playedAt: e.at };
    if (e.kind === 'TK_BET') round.bet += e.amount;
    if (e.kind === 'TK_WIN') round.win += e.amount;
    if (e.kind === 'TK_ROLLBACK') round.bet -= e.amount;
    if (e.at > round.playedAt) round.playedAt = e.at;
    byRound.set(e.round, round);
  }
  const all = [...byRound.values()].sort((a, b) => b.playedAt.getTime() - a.playedAt.getTime());
  return {
    rounds: all.slice(q.offset, q.offset + q.limit),
    total: all.length,
    totalBet: all.reduce((sum, r) => sum + r.bet, 0n),
    totalWin: all.reduce((sum, r) => sum + r.win, 0n),
  };
}
