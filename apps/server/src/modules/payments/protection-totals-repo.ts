import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { paymentOrders } from '../../db/schema/index.js';

/**
 * What player protection reads from the payment orders: a member's deposits towards a deposit limit, net
 * deposits, and per-member signals for the markers of harm.
 */
export function createProtectionTotalsRepo(db: Db) {
  return {
    /**
     * The member's deposits placed since each of `sinces` that count towards a deposit limit: waiting or
     * paid (one that failed, expired or was cancelled unpaid moved no money), in `tx`.
     */
    async memberDepositTotals(tx: Tx, siteId: number, memberId: number, sinces: Date[]): Promise<bigint[]> {
      if (sinces.length === 0) return [];
      const sums = Object.fromEntries(
        sinces.map((since, i) => [
          `s${i}`,
          sql<string>`coalesce(sum(${paymentOrders.amount}) filter (where ${paymentOrders.createdAt} >= ${since.toISOString()}), 0)::text`,
        ]),
      );
      const [row] = await tx
        .select(sums)
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.siteId, siteId),
            eq(paymentOrders.memberId, memberId),
            eq(paymentOrders.kind, 'deposit'),
            inArray(paymentOrders.status, ['pending', 'paid']),
            gte(paymentOrders.createdAt, new Date(Math.min(...sinces.map((d) => d.getTime())))),
          ),
        );
      return sinces.map((_, i) => BigInt(row?.[`s${i}`] ?? '0'));
    },

    /**
     * Per member of the site with orders in the last 30 days: deposits placed (waiting or paid) in the last
     * 24 hours, withdrawals they cancelled in the last 7 days, and deposits paid minus withdrawals paid in
     * the 30 days (player protection's markers of harm).
     */
    async harmSignals(siteId: number, since: { day: Date; week: Date; month: Date }) {
      const rows = await db
        .select({
          memberId: paymentOrders.memberId,
          currency: paymentOrders.currency,
          depositsDay: sql<number>`(count(*) filter (where ${paymentOrders.kind} = 'deposit' and ${paymentOrders.status} in ('pending', 'paid') and ${paymentOrders.createdAt} >= ${since.day.toISOString()}))::int`,
          withdrawalsCancelled: sql<number>`(count(*) filter (where ${paymentOrders.kind} = 'withdrawal' and ${paymentOrders.status} = 'cancelled' and ${paymentOrders.createdAt} >= ${since.week.toISOString()}))::int`,
          net: sql<string>`coalesce(sum(case when ${paymentOrders.kind} = 'deposit' then ${paymentOrders.amount} else -${paymentOrders.amount} end) filter (where ${paymentOrders.status} = 'paid'), 0)::text`,
        })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.siteId, siteId), gte(paymentOrders.createdAt, since.month)))
        .groupBy(paymentOrders.memberId, paymentOrders.currency);
      return rows.map((r) => ({ ...r, net: BigInt(r.net) }));
    },

    /** Deposits paid minus withdrawals paid, since `since` (or ever). */
    async netDeposits(siteId: number, memberId: number, since?: Date): Promise<bigint> {
      const [row] = await db
        .select({
          net: sql<string>`coalesce(sum(case when ${paymentOrders.kind} = 'deposit' then ${paymentOrders.amount} else -${paymentOrders.amount} end), 0)::text`,
        })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.siteId, siteId),
            eq(paymentOrders.memberId, memberId),
            eq(paymentOrders.status, 'paid'),
            since ? gte(paymentOrders.createdAt, since) : undefined,
          ),
        );
      return BigInt(row?.net ?? '0');
    },
  };
}

export type ProtectionTotalsRepo = ReturnType<typeof createProtectionTotalsRepo>;
