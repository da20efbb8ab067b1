import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

type Rows<T> = { rows: T[] };

/** The scrape-time reads: each one uses a partial or leading index, so a scrape stays cheap. */
export function createMetricsRepo(db: Db) {
  return {
    /** Game transfers whose outcome the reconciler still has to learn, and the age of the oldest. */
    async pendingTransfers(): Promise<{ count: number; oldestSeconds: number }> {
      const result = (await db.execute(sql`
        select count(*)::int as count,
               coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
        from game_transfers where status = 'pending'`)) as unknown as Rows<{ count: number; oldest: number }>;
      const row = result.rows[0];
      return { count: Number(row?.count ?? 0), oldestSeconds: Number(row?.oldest ?? 0) };
    },

    /** Deposits and withdrawals not yet settled, by kind and state. */
    async pendingPayments(): Promise<{ kind: string; status: string; count: number }[]> {
      const result = (await db.execute(sql`
        select kind, status, count(*)::int as count from payment_orders
        where status in ('pending', 'paying') group by kind, status`)) as unknown as Rows<{
        kind: string;
        status: string;
        count: number;
      }>;
      return result.rows.map((r) => ({ kind: r.kind, status: r.status, count: Number(r.count) }));
    },
  };
}

export type MetricsRepo = ReturnType<typeof createMetricsRepo>;
