import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerEntries, wallets } from '../../db/schema/index.js';

export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type WalletRow = typeof wallets.$inferSelect;

export interface Posting {
  siteId: number;
  memberId: number;
  currency: string;
  /** '' is the main wallet. */
  provider?: string;
  /** Minor units; negative takes money out. */
  amount: bigint;
  kind: string;
  reference: string;
  /** The same key never moves money twice: a repeat returns the first entry. */
  idempotencyKey: string;
}

export class InsufficientFunds extends Error {}

/** A transaction (or the database itself) to write through. */
export type Tx = Pick<Db, 'insert' | 'update' | 'select' | 'execute'>;

/** Postgres (and PGlite) report a unique violation as 23505, sometimes wrapped by drizzle. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * The only writer of balances. Each posting updates the wallet (conditionally, so it can never go
 * below zero) and appends its ledger entry in one transaction.
 */
export function createLedger(db: Db) {
  async function existing(siteId: number, key: string): Promise<LedgerEntry | undefined> {
    const rows = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.siteId, siteId), eq(ledgerEntries.idempotencyKey, key)))
      .limit(1);
    return rows[0];
  }

  /** Applies a posting inside the caller's transaction (the caller's own writes commit with it). */
  async function postIn(tx: Tx, p: Posting): Promise<LedgerEntry> {
    const provider = p.provider ?? '';
    await tx
      .insert(wallets)
      .values({ siteId: p.siteId, memberId: p.memberId, provider, currency: p.currency })
      .onConflictDoNothing();
    const [wallet] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${p.amount}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(wallets.siteId, p.siteId),
          eq(wallets.memberId, p.memberId),
          eq(wallets.provider, provider),
          sql`${wallets.balance} + ${p.amount} >= 0`,
        ),
      )
      .returning();
    if (!wallet) throw new InsufficientFunds('insufficient balance');
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({
        siteId: p.siteId,
        memberId: p.memberId,
        walletId: wallet.id,
        amount: p.amount,
        balanceAfter: wallet.balance,
        kind: p.kind,
        reference: p.reference,
        idempotencyKey: p.idempotencyKey,
      })
      .returning();
    return entry as LedgerEntry;
  }

  async function post(p: Posting): Promise<LedgerEntry> {
    const before = await existing(p.siteId, p.idempotencyKey);
    if (before) return before;
    try {
      return await db.transaction((tx) => postIn(tx as unknown as Tx, p));
    } catch (err) {
      // A concurrent posting with the same key committed first: ours rolled back whole.
      if (isUniqueViolation(err)) {
        const first = await existing(p.siteId, p.idempotencyKey);
        if (first) return first;
      }
      throw err;
    }
  }

  return {
    post,
    postIn,
    async balances(siteId: number, memberId: number): Promise<WalletRow[]> {
      return db
        .select()
        .from(wallets)
        .where(and(eq(wallets.siteId, siteId), eq(wallets.memberId, memberId)));
    },
    /** Wallets whose balance differs from the sum of their ledger; empty when the books are right. */
    async mismatches(): Promise<{ walletId: number; balance: bigint; ledger: bigint }[]> {
      const result = await db.execute(sql`
        select w.id as wallet_id, w.balance::text as balance, coalesce(sum(l.amount), 0)::text as ledger
        from wallets w left join ledger_entries l on l.wallet_id = w.id
        group by w.id, w.balance
        having w.balance <> coalesce(sum(l.amount), 0)`);
      // node-postgres and PGlite both answer { rows }.
      const rows = (result as unknown as { rows: { wallet_id: string; balance: string; ledger: string }[] }).rows;
      return rows.map((r) => ({ walletId: Number(r.wallet_id), balance: BigInt(r.balance), ledger: BigInt(r.ledger) }));
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
