import { aliasedTable, and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cashbackGrants, members, referralAwards } from '../../db/schema/index.js';

type Page = { offset: number; limit: number };
type Order = 'ASC' | 'DESC';

export interface AwardFilter {
  siteIds: number[];
  siteId?: number;
  referrerId?: number;
  friendId?: number;
}
export interface GrantFilter {
  siteIds: number[];
  siteId?: number;
  memberId?: number;
  status?: 'claimable' | 'paid' | 'expired';
}

const referrers = aliasedTable(members, 'referrers');
const friends = aliasedTable(members, 'friends');

/** What the programmes paid, for the back office: newest first unless asked otherwise. */
export function createProgrammesAdminRepo(db: Db) {
  const awardWhere = (f: AwardFilter): SQL | undefined =>
    and(
      inArray(referralAwards.siteId, f.siteIds.length ? f.siteIds : [-1]),
      f.siteId !== undefined ? eq(referralAwards.siteId, f.siteId) : undefined,
      f.referrerId !== undefined ? eq(referralAwards.referrerId, f.referrerId) : undefined,
      f.friendId !== undefined ? eq(referralAwards.friendId, f.friendId) : undefined,
    );
  const grantWhere = (f: GrantFilter): SQL | undefined =>
    and(
      inArray(cashbackGrants.siteId, f.siteIds.length ? f.siteIds : [-1]),
      f.siteId !== undefined ? eq(cashbackGrants.siteId, f.siteId) : undefined,
      f.memberId !== undefined ? eq(cashbackGrants.memberId, f.memberId) : undefined,
      f.status ? eq(cashbackGrants.status, f.status) : undefined,
    );

  return {
    async awards(f: AwardFilter, page: Page, order: Order) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ award: referralAwards, referrer: referrers.memberAccount, friend: friends.memberAccount })
          .from(referralAwards)
          .innerJoin(referrers, eq(referrers.id, referralAwards.referrerId))
          .innerJoin(friends, eq(friends.id, referralAwards.friendId))
          .where(awardWhere(f))
          .orderBy(order === 'ASC' ? asc(referralAwards.id) : desc(referralAwards.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(referralAwards).where(awardWhere(f)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async grants(f: GrantFilter, page: Page, order: Order) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ grant: cashbackGrants, account: members.memberAccount })
          .from(cashbackGrants)
          .innerJoin(members, eq(members.id, cashbackGrants.memberId))
          .where(grantWhere(f))
          .orderBy(order === 'ASC' ? asc(cashbackGrants.id) : desc(cashbackGrants.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(cashbackGrants).where(grantWhere(f)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export type ProgrammesAdminRepo = ReturnType<typeof createProgrammesAdminRepo>;
