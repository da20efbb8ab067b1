import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { columnsOf, preparedStatement } from '../../db/prepared.js';
import { ledgerEntries, wallets } from '../../db/schema/index.js';

export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
export type WalletRow = typeof wallets.$inferSelect;
/** What a posting says; the wallet and the balance after come from the update. */
export type EntryFields = Pick<NewLedgerEntry, 'amount' | 'kind' | 'reference' | 'idempotencyKey'>;

/** One wallet of a member: '' is the main wallet, anything else a game provider's. */
export interface WalletKey {
  siteId: number;
  memberId: number;
  provider: string;
}

// Every posting of every kind runs this: the balance's conditional update and the entry, one round trip.
const entryColumns = columnsOf(ledgerEntries);
const postEntryStatement = preparedStatement<Record<string, unknown>>(
  'wallet_post_entry',
  `with moved as (
     update wallets set balance = balance + $4::bigint, updated_at = now()
     where site_id = $1 and member_id = $2 and provider = $3 and balance + $4::bigint >= 0
     returning id, balance)
   insert into ledger_entries (site_id, member_id, wallet_id, amount, balance_after, kind, reference, idempotency_key)
   select $1, $2, moved.id, $4::bigint, moved.balance, $5, $6, $7 from moved
   returning ${entryColumns.list}`,
);

const balanceStatement = preparedStatement<{ balance: unknown }>(
  'wallet_balance',
  'select balance from wallets where site_id = $1 and member_id = $2 and provider = $3',
);

const lockMainStatement = preparedStatement<{ balance: unknown }>(
  'wallet_lock_main',
  "select balance from wallets where site_id = $1 and member_id = $2 and provider = '' for update",
);

const walletColumns = columnsOf(wallets);
const balancesStatement = preparedStatement<Record<string, unknown>>(
  'wallet_balances',
  `select ${walletColumns.list} from wallets where site_id = $1 and member_id = $2`,
);

/** All SQL of the wallet: balances change only by a conditional update next to their ledger entry. */
export function createWalletRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    async entryByKey(siteId: number, idempotencyKey: string): Promise<LedgerEntry | undefined> {
      const rows = await db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.siteId, siteId), eq(ledgerEntries.idempotencyKey, idempotencyKey)))
        .limit(1);
      return rows[0];
    },

    async ensureWallet(tx: Tx, key: WalletKey, currency: string): Promise<void> {
      await tx
        .insert(wallets)
        .values({ ...key, currency })
        .onConflictDoNothing();
    },

    /**
     * Adds the posting's amount to its wallet unless the balance would go below zero, and appends its ledger
     * entry, in one statement; undefined when the wallet is missing or would go below zero (nothing written).
     */
    async postEntry(tx: Tx, key: WalletKey, posting: EntryFields): Promise<LedgerEntry | undefined> {
      const [row] = await postEntryStatement(tx, [
        key.siteId,
        key.memberId,
        key.provider,
        posting.amount.toString(),
        posting.kind,
        posting.reference,
        posting.idempotencyKey,
      ]);
      return row && entryColumns.row(row);
    },

    async balances(siteId: number, memberId: number): Promise<WalletRow[]> {
      const rows = await balancesStatement(db, [siteId, memberId]);
      return rows.map(walletColumns.row);
    },

    /** Providers this member has a wallet with. */
    async providerWallets(siteId: number, memberId: number): Promise<string[]> {
      const rows = await db
        .select({ provider: wallets.provider })
        .from(wallets)
        .where(
          and(
            eq(wallets.siteId, siteId),
            eq(wallets.memberId, memberId),
            sql`${wallets.provider} <> ''`,
            sql`${wallets.provider} not like '#%'`,
          ),
        );
      return rows.map((r) => r.provider);
    },

    /** How many members of the site hold a balance other than zero in this provider's wallet. */
    async providerHolders(tx: Tx, siteId: number, provider: string): Promise<number> {
      const [row] = await tx
        .select({ members: sql<number>`count(*)::int` })
        .from(wallets)
        .where(and(eq(wallets.siteId, siteId), eq(wallets.provider, provider), sql`${wallets.balance} <> 0`));
      return Number(row?.members ?? 0);
    },

    /** One wallet's balance as the transaction sees it; 0 before the wallet exists. */
    async balanceIn(tx: Tx, key: WalletKey): Promise<bigint> {
      const [row] = await balanceStatement(tx, [key.siteId, key.memberId, key.provider]);
      return row ? BigInt(row.balance as string) : 0n;
    },

    /** The main balance now; undefined before the wallet exists. */
    async mainBalance(siteId: number, memberId: number): Promise<bigint | undefined> {
      const [row] = await balanceStatement(db, [siteId, memberId, '']);
      return row ? BigInt(row.balance as string) : undefined;
    },

    /** The main balance, its row locked until the transaction ends; 0 before the wallet exists. */
    async lockMainBalance(tx: Tx, siteId: number, memberId: number): Promise<bigint> {
      const [row] = await lockMainStatement(tx, [siteId, memberId]);
      return row ? BigInt(row.balance as string) : 0n;
    },

    /** The sums of the main wallet's postings of each of `kinds` (absent: none posted). */
    async mainSums(siteId: number, memberId: number, kinds: string[]): Promise<Map<string, bigint>> {
      const result = await db.execute(sql`
        select e.kind, sum(e.amount)::text as total
        from ledger_entries e join wallets w on w.id = e.wallet_id
        where e.member_id = ${memberId} and e.site_id = ${siteId} and w.provider = ''
          and e.kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        group by e.kind`);
      const rows = (result as unknown as { rows: { kind: string; total: string }[] }).rows;
      return new Map(rows.map((r) => [r.kind, BigInt(r.total)]));
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

export type WalletRepo = ReturnType<typeof createWalletRepo>;
