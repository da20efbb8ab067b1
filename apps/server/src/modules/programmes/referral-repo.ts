import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { members, referralAwards } from '../../db/schema/index.js';
import type { ReferralRuleKind } from '@playdeck/contract';

export type AwardRow = typeof referralAwards.$inferSelect;
type Page = { offset: number; limit: number };

const friendColumns = { id: members.id, account: members.memberAccount, createdAt: members.createdAt };

/** Referred friends and the awards they earned their referrer. */
export function createReferralRepo(db: Db) {
  const friendsWhere = (siteId: number, referrerId: number) =>
    and(eq(members.siteId, siteId), eq(members.referrerId, referrerId));

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    async friends(siteId: number, referrerId: number, page: Page) {
      const [rows, [total]] = await Promise.all([
        db
          .select(friendColumns)
          .from(members)
          .where(friendsWhere(siteId, referrerId))
          .orderBy(desc(members.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(members).where(friendsWhere(siteId, referrerId)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async friendByAccount(siteId: number, referrerId: number, account: string) {
      const [row] = await db
        .select(friendColumns)
        .from(members)
        .where(and(friendsWhere(siteId, referrerId), eq(members.memberAccount, account.toLowerCase())));
      return row;
    },

    /** What each of these friends has earned the referrer. */
    async awardedBy(siteId: number, friendIds: number[]): Promise<Map<number, bigint>> {
      if (friendIds.length === 0) return new Map();
      const rows = await db
        .select({ friendId: referralAwards.friendId, total: sql<string>`sum(${referralAwards.amount})::text` })
        .from(referralAwards)
        .where(and(eq(referralAwards.siteId, siteId), inArray(referralAwards.friendId, friendIds)))
        .groupBy(referralAwards.friendId);
      return new Map(rows.map((r) => [r.friendId, BigInt(r.total)]));
    },

    recentAwards: (siteId: number, referrerId: number, limit: number) =>
      db
        .select({ award: referralAwards, friendAccount: members.memberAccount })
        .from(referralAwards)
        .innerJoin(members, eq(members.id, referralAwards.friendId))
        .where(and(eq(referralAwards.siteId, siteId), eq(referralAwards.referrerId, referrerId)))
        .orderBy(desc(referralAwards.id))
        .limit(limit),

    async awardTotal(siteId: number, referrerId: number): Promise<bigint> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${referralAwards.amount}), 0)::text` })
        .from(referralAwards)
        .where(and(eq(referralAwards.siteId, siteId), eq(referralAwards.referrerId, referrerId)));
      return BigInt(row?.total ?? '0');
    },

    /**
     * Friends of active referrers in this currency (the friend's too) not yet awarded for `kind`, after
     * `afterId`: the job's candidates, a page at a time.
     */
    async unawarded(siteId: number, currency: string, kind: ReferralRuleKind, afterId: number, limit: number) {
      const referrer = sql`(select r.id from members r where r.id = ${members.referrerId}
        and r.site_id = ${siteId} and r.status = 'active' and r.member_currency = ${currency})`;
      return db
        .select({ friendId: members.id, referrerId: members.referrerId })
        .from(members)
        .leftJoin(
          referralAwards,
          and(
            eq(referralAwards.siteId, siteId),
            eq(referralAwards.friendId, members.id),
            eq(referralAwards.kind, kind),
          ),
        )
        .where(
          and(
            eq(members.siteId, siteId),
            eq(members.memberCurrency, currency),
            sql`${members.id} > ${afterId} and ${members.referrerId} is not null and exists ${referrer}`,
            isNull(referralAwards.id),
          ),
        )
        .orderBy(members.id)
        .limit(limit);
    },

    /** The award row, once: undefined when this friend and kind were awarded already. */
    async insertAward(tx: Tx, row: typeof referralAwards.$inferInsert): Promise<AwardRow | undefined> {
      const [created] = await tx.insert(referralAwards).values(row).onConflictDoNothing().returning();
      return created;
    },

    /** Gives the member a recommend code if they have none (a lost race keeps the other's). */
    async ensureCode(siteId: number, memberId: number, code: string): Promise<string | undefined> {
      await db
        .update(members)
        .set({ recommendCode: code })
        .where(and(eq(members.id, memberId), eq(members.siteId, siteId), isNull(members.recommendCode)));
      const [row] = await db.select({ code: members.recommendCode }).from(members).where(eq(members.id, memberId));
      return row?.code ?? undefined;
    },
  };
}

export type ReferralRepo = ReturnType<typeof createReferralRepo>;
