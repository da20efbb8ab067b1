import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberPayoutAccounts } from '../../db/schema/index.js';

export type AccountRow = typeof memberPayoutAccounts.$inferSelect;

/** The bank accounts and e-wallets members have bound for withdrawals; a removed one is kept, marked. */
export function createAccountsRepo(db: Db) {
  const live = (siteId: number, memberId: number) =>
    and(
      eq(memberPayoutAccounts.siteId, siteId),
      eq(memberPayoutAccounts.memberId, memberId),
      isNull(memberPayoutAccounts.deletedAt),
    );
  return {
    list: (siteId: number, memberId: number): Promise<AccountRow[]> =>
      db.select().from(memberPayoutAccounts).where(live(siteId, memberId)).orderBy(asc(memberPayoutAccounts.id)),

    async find(siteId: number, memberId: number, id: number): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(memberPayoutAccounts)
        .where(and(live(siteId, memberId), eq(memberPayoutAccounts.id, id)));
      return row;
    },

    /** Adds the account unless the member already has `max`; an exact twin is refused by the unique index. */
    async add(values: Omit<typeof memberPayoutAccounts.$inferInsert, 'id'>, max: number) {
      const result = (await db.execute(sql`
        insert into member_payout_accounts (site_id, member_id, kind, bank_code, account_no, holder_name)
        select ${values.siteId}, ${values.memberId}, ${values.kind}, ${values.bankCode}, ${values.accountNo}, ${values.holderName}
        where (select count(*) from member_payout_accounts
               where site_id = ${values.siteId} and member_id = ${values.memberId} and deleted_at is null) < ${max}
        on conflict do nothing
        returning id`)) as unknown as { rows: { id: number | string }[] };
      const id = result.rows[0]?.id;
      return id === undefined ? undefined : Number(id);
    },

    async remove(siteId: number, memberId: number, id: number): Promise<number> {
      const rows = await db
        .update(memberPayoutAccounts)
        .set({ deletedAt: new Date() })
        .where(and(live(siteId, memberId), eq(memberPayoutAccounts.id, id)))
        .returning({ id: memberPayoutAccounts.id });
      return rows.length;
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
