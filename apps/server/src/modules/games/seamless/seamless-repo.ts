import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { inTransaction } from '../../../db/client.js';
import { columnsOf, preparedStatement } from '../../../db/prepared.js';
import { seamlessTransactions } from '../../../db/schema/index.js';
import type { ProviderRounds, RoundsQuery } from '../provider-rounds.js';

export type SeamlessRow = typeof seamlessTransactions.$inferSelect;
export type NewSeamlessRow = typeof seamlessTransactions.$inferInsert;
type RoundsWindow = Pick<RoundsQuery, 'from' | 'to' | 'offset' | 'limit'>;
interface RoundRow {
  round_id: string;
  game_code: string | null;
  bet: string;
  win: string;
  played_at: string | Date;
  total: number;
  total_bet: string;
  total_win: string;
}

const stored = columnsOf(seamlessTransactions);

// Every bet, win and rollback claims its uuid, and every win and rollback locks its bet: prepared (0056).
const claimStatement = preparedStatement<{ claimed: number }>(
  'seamless_claim',
  `insert into seamless_transactions (aggregator, transaction_uuid, site_id, member_id, gp_id, kind, amount, currency,
     reference_uuid, round, game_code, fingerprint, answer)
   values ($1, $2, $3, $4, $5, $6, $7::bigint, $8, $9, $10, $11, $12, $13::jsonb)
   on conflict do nothing returning 1 as claimed`,
);
const findStatement = preparedStatement<Record<string, unknown>>(
  'seamless_find',
  `select ${stored.list} from seamless_transactions where aggregator = $1 and transaction_uuid = $2`,
);
const lockStatement = preparedStatement<Record<string, unknown>>(
  'seamless_lock',
  `select ${stored.list} from seamless_transactions where aggregator = $1 and transaction_uuid = $2 for update`,
);

/**
 * All SQL of the seamless wallet's transactions. The primary key (aggregator, transaction uuid) is what
 * makes a transaction move money once: a second insert of the uuid waits for the first to end, and finds it
 * taken if the first committed.
 */
export function createSeamlessRepo(db: Db) {
  const byUuid = (aggregator: string, uuid: string) =>
    and(eq(seamlessTransactions.aggregator, aggregator), eq(seamlessTransactions.transactionUuid, uuid));

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    /** Claims the uuid; false when it is taken (by a committed transaction, once that one commits). */
    async claim(tx: Tx, row: NewSeamlessRow): Promise<boolean> {
      const claimed = await claimStatement(tx, [
        row.aggregator,
        row.transactionUuid,
        row.siteId,
        row.memberId,
        row.gpId,
        row.kind,
        row.amount.toString(),
        row.currency,
        row.referenceUuid ?? null,
        row.round ?? null,
        row.gameCode ?? null,
        row.fingerprint,
        JSON.stringify(row.answer),
      ]);
      return claimed.length > 0;
    },

    async find(aggregator: string, uuid: string): Promise<SeamlessRow | undefined> {
      const [row] = await findStatement(db, [aggregator, uuid]);
      return row && stored.row(row);
    },

    /** The row, locked until the transaction ends (a bet being rolled back or won on). */
    async lock(tx: Tx, aggregator: string, uuid: string): Promise<SeamlessRow | undefined> {
      const [row] = await lockStatement(tx, [aggregator, uuid]);
      return row && stored.row(row);
    },

    async markRolledBack(tx: Tx, aggregator: string, uuid: string): Promise<void> {
      await tx.update(seamlessTransactions).set({ rolledBack: true }).where(byUuid(aggregator, uuid));
    },

    /**
     * A member's rounds at one provider begun in [from, to), newest first, a page of them, with the range's
     * count and sums: a round's stake is its bets not rolled back, its payout its wins.
     */
    async rounds(key: { siteId: number; memberId: number; gpId: string }, q: RoundsWindow): Promise<ProviderRounds> {
      const result = await db.execute(sql`
        with rounds as (
          select coalesce(round, transaction_uuid) as round_id, min(game_code) as game_code,
            coalesce(sum(amount) filter (where kind = 'bet' and not rolled_back), 0) as bet,
            coalesce(sum(amount) filter (where kind = 'win'), 0) as win,
            min(created_at) as played_at
          from seamless_transactions
          where site_id = ${key.siteId} and member_id = ${key.memberId} and gp_id = ${key.gpId}
            and kind in ('bet', 'win') and created_at >= ${q.from.toISOString()} and created_at < ${q.to.toISOString()}
          group by 1)
        select r.round_id, r.game_code, r.bet::text as bet, r.win::text as win, r.played_at,
          count(*) over ()::int as total, (sum(r.bet) over ())::text as total_bet, (sum(r.win) over ())::text as total_win
        from rounds r order by r.played_at desc, r.round_id limit ${q.limit} offset ${q.offset}`);
      const rows = (result as unknown as { rows: RoundRow[] }).rows;
      const totals = rows[0] ?? (await this.roundTotals(key, q));
      return {
        total: totals.total,
        totalBet: BigInt(totals.total_bet),
        totalWin: BigInt(totals.total_win),
        rounds: rows.map((r) => ({
          roundId: r.round_id,
          gameCode: r.game_code ?? '',
          bet: BigInt(r.bet),
          win: BigInt(r.win),
          playedAt: new Date(r.played_at),
        })),
      };
    },

    /** The range's count and sums alone (a page past the last round has no rows to carry them). */
    async roundTotals(key: { siteId: number; memberId: number; gpId: string }, q: RoundsWindow) {
      const result = await db.execute(sql`
        select count(distinct coalesce(round, transaction_uuid))::int as total,
          coalesce(sum(amount) filter (where kind = 'bet' and not rolled_back), 0)::text as total_bet,
          coalesce(sum(amount) filter (where kind = 'win'), 0)::text as total_win
        from seamless_transactions
        where site_id = ${key.siteId} and member_id = ${key.memberId} and gp_id = ${key.gpId}
          and kind in ('bet', 'win') and created_at >= ${q.from.toISOString()} and created_at < ${q.to.toISOString()}`);
      return (result as unknown as { rows: Pick<RoundRow, 'total' | 'total_bet' | 'total_win'>[] }).rows[0]!;
    },
  };
}

export type SeamlessRepo = ReturnType<typeof createSeamlessRepo>;
