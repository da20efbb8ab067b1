import { z } from 'zod';

/** One player's rounds at a provider over a time range, a page of them. */
export interface RoundsQuery {
  siteId: number;
  playerId: string;
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
  offset: number;
  limit: number;
}

export interface ProviderRound {
  roundId: string;
  gameCode: string;
  /** Minor units of the player's currency. */
  bet: bigint;
  win: bigint;
  playedAt: Date;
}

export interface ProviderRounds {
  rounds: ProviderRound[];
  /** Over the whole range, not only this page. */
  total: number;
  totalBet: bigint;
  totalWin: bigint;
}

export const roundsPath = (q: RoundsQuery) =>
  `/api/rounds?${new URLSearchParams({
    site_id: String(q.siteId),
    player_id: q.playerId,
    from: q.from.toISOString(),
    to: q.to.toISOString(),
    offset: String(q.offset),
    limit: String(q.limit),
  }).toString()}`;

const units = z
  .string()
  .regex(/^\d{1,18}$/)
  .transform(BigInt);
const reply = z.object({
  total: z.number().int().min(0),
  total_bet: units,
  total_win: units,
  rounds: z.array(
    z.object({
      round_id: z.union([z.number().int(), z.string().max(64)]).transform(String),
      game_code: z.string().max(64),
      bet: units,
      win: units,
      created_at: z.iso.datetime({ offset: true }).transform((v) => new Date(v)),
    }),
  ),
});

/** The provider's answer, checked: undefined when it is not the shape the rounds API documents. */
export function parseRounds(body: unknown): ProviderRounds | undefined {
  const parsed = reply.safeParse(body);
  if (!parsed.success) return undefined;
  const { total, total_bet, total_win, rounds } = parsed.data;
  return {
    total,
    totalBet: total_bet,
    totalWin: total_win,
    rounds: rounds.map((r) => ({
      roundId: r.round_id,
      gameCode: r.game_code,
      bet: r.bet,
      win: r.win,
      playedAt: r.created_at,
    })),
  };
}
