import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerEntries, wallets } from '../../db/schema/index.js';

export interface LedgerFilter {
  memberId: number;
  kind?: string;
  from?: Date;
  to?: Date;
}

/** A member's ledger, newest first, with the wallet each entry moved (the back office reads it). */
export function createLedgerAdminRepo(db: Db) {
  return {
    async entries(f: LedgerFilter, page: { offset: number; limit: number }) {
      const where = and(
        eq(ledgerEntries.memberId, f.memberId),
        f.kind ? eq(ledgerEntries.kind, f.kind) : undefined,
        f.from ? gte(ledgerEntries.createdAt, f.from) : undefined,
        f.to ? lte(ledgerEntries.createdAt, f.to) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({ entry: ledgerEntries, provider: wallets.provider, currency: wallets.currency })
          .from(ledgerEntries)
          .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
          .where(where)
          .orderBy(desc(ledgerEntries.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .where(where),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    async wallet(id: number) {
      const [row] = await db.select().from(wallets).where(eq(wallets.id, id));
      return row;
    },

    wallets: (memberId: number) =>
      db.select().from(wallets).where(eq(wallets.memberId, memberId)).orderBy(wallets.provider),
  };
}

export type LedgerAdminRepo = ReturnType<typeof createLedgerAdminRepo>;
