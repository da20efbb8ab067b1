import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { TransactionGroup } from '@playdeck/contract';
import type { Db } from '../../db/client.js';
import { ledgerEntries, wallets } from '../../db/schema/index.js';

export interface HistoryQuery {
  siteId: number;
  memberId: number;
  group?: TransactionGroup;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  beforeId?: number;
  limit: number;
}

/**
 * The group of a ledger kind: the SQL function of migration 0022_ledger_history, the one place that maps
 * kinds to groups. Filtering by it uses ledger_member_group_idx (member_id, ledger_group(kind), id).
 */
const groupOf = sql<TransactionGroup>`ledger_group(${ledgerEntries.kind})`;

/** A member's own ledger for the Transaction page, newest first, keyset-paged by id. */
export function createHistoryRepo(db: Db) {
  return {
    page: (q: HistoryQuery) =>
      db
        .select({
          id: ledgerEntries.id,
          group: groupOf,
          kind: ledgerEntries.kind,
          provider: wallets.provider,
          currency: wallets.currency,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          reference: ledgerEntries.reference,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
        .where(
          and(
            eq(ledgerEntries.memberId, q.memberId),
            eq(ledgerEntries.siteId, q.siteId),
            q.group ? sql`${groupOf} = ${q.group}` : undefined,
            q.from ? gte(ledgerEntries.createdAt, q.from) : undefined,
            q.to ? lt(ledgerEntries.createdAt, q.to) : undefined,
            q.beforeId ? lt(ledgerEntries.id, q.beforeId) : undefined,
          ),
        )
        .orderBy(desc(ledgerEntries.id))
        .limit(q.limit),

    /** What the function answers for each kind (tests hold the mapping to the kinds the code posts). */
    async groupsOf(kinds: string[]): Promise<Record<string, string>> {
      const rows = await Promise.all(
        kinds.map(async (kind) => {
          const result = await db.execute(sql`select ledger_group(${kind}) as "group"`);
          return [kind, (result as unknown as { rows: { group: string }[] }).rows[0]!.group] as const;
        }),
      );
      return Object.fromEntries(rows);
    },
  };
}

export type HistoryRepo = ReturnType<typeof createHistoryRepo>;
