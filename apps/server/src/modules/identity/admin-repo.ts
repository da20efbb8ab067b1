import { and, asc, desc, eq, gte, inArray, like, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottles, members, wallets } from '../../db/schema/index.js';
import type { MemberStatus } from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';
import type { MemberRow } from './member-repo.js';
import { withdrawLockKey } from './withdraw-password-repo.js';

export interface MemberFilter {
  /** The sites the operator user was granted: nothing outside them is ever read. */
  siteIds: number[];
  q?: string;
  ids?: number[];
  siteId?: number;
  currency?: string;
  status?: MemberStatus;
  agentId?: number;
  registeredFrom?: Date;
  registeredTo?: Date;
  lastLoginFrom?: Date;
  lastLoginTo?: Date;
}

const SORTS = {
  id: members.id,
  account: members.memberAccount,
  registered_at: members.createdAt,
  last_login_at: members.lastLoginAt,
} as const;
export type MemberSort = keyof typeof SORTS;

export type MemberWithBalance = MemberRow & { balance: bigint };

/** LIKE's own characters in a search term are matched as themselves. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One search box for everything an operator has at hand: an account (prefix), a member id, a phone, an
 * email, or an address the member registered or last logged in from. Each is an indexed lookup.
 */
function search(q: string): SQL | undefined {
  const term = q.trim();
  const matches: (SQL | undefined)[] = [like(members.memberAccount, `${escapeLike(term.toLowerCase())}%`)];
  if (/^\d{1,15}$/.test(term)) matches.push(eq(members.id, Number(term)));
  if (/^\+?\d{5,20}$/.test(term)) matches.push(eq(members.memberPhone, term));
  if (term.includes('@')) matches.push(sql`lower(${members.memberEmail}) = ${term.toLowerCase()}`);
  if (/^[\d.]{7,15}$|^[\da-f:]{3,39}$/i.test(term) && /[.:]/.test(term)) {
    matches.push(eq(members.registerIp, term), eq(members.lastLoginIp, term));
  }
  return or(...matches);
}

/** The back office's reads and writes of members, always within the granted sites. */
export function createMemberAdminRepo(db: Db) {
  // The main wallet joined (not a subquery): drizzle qualifies the columns of a join.
  const mainWallet = and(
    eq(wallets.siteId, members.siteId),
    eq(wallets.memberId, members.id),
    eq(wallets.provider, ''),
  );
  const columns = { member: members, balance: wallets.balance };

  function where(f: MemberFilter): SQL | undefined {
    return and(
      inArray(members.siteId, f.siteIds.length ? f.siteIds : [-1]),
      f.q ? search(f.q) : undefined,
      f.ids ? inArray(members.id, f.ids.length ? f.ids : [-1]) : undefined,
      f.siteId !== undefined ? eq(members.siteId, f.siteId) : undefined,
      f.currency ? eq(members.memberCurrency, f.currency) : undefined,
      f.status ? eq(members.status, f.status) : undefined,
      f.agentId !== undefined ? eq(members.parentAgentId, f.agentId) : undefined,
      f.registeredFrom ? gte(members.createdAt, f.registeredFrom) : undefined,
      f.registeredTo ? lte(members.createdAt, f.registeredTo) : undefined,
      f.lastLoginFrom ? gte(members.lastLoginAt, f.lastLoginFrom) : undefined,
      f.lastLoginTo ? lte(members.lastLoginAt, f.lastLoginTo) : undefined,
    );
  }

  const withBalance = (row: { member: MemberRow; balance: bigint | null }): MemberWithBalance => ({
    ...row.member,
    balance: row.balance ?? 0n,
  });

  return {
    async list(f: MemberFilter, sort: [MemberSort, 'ASC' | 'DESC'], page: { offset: number; limit: number }) {
      const order = sort[1] === 'ASC' ? asc(SORTS[sort[0]]) : desc(SORTS[sort[0]]);
      const [rows, [count]] = await Promise.all([
        db
          .select(columns)
          .from(members)
          .leftJoin(wallets, mainWallet)
          .where(where(f))
          .orderBy(order, desc(members.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(members)
          .where(where(f)),
      ]);
      return { rows: rows.map(withBalance), total: Number(count?.total ?? 0) };
    },

    async byId(id: number, siteIds: number[]): Promise<MemberWithBalance | undefined> {
      const [row] = await db
        .select(columns)
        .from(members)
        .leftJoin(wallets, mainWallet)
        .where(and(eq(members.id, id), inArray(members.siteId, siteIds.length ? siteIds : [-1])));
      return row ? withBalance(row) : undefined;
    },

    /** The member row locked for a change, within the granted sites. */
    async lock(tx: Tx, id: number, siteIds: number[]): Promise<MemberRow | undefined> {
      const [row] = await tx
        .select()
        .from(members)
        .where(and(eq(members.id, id), inArray(members.siteId, siteIds.length ? siteIds : [-1])))
        .for('update');
      return row;
    },

    async update(
      tx: Tx,
      id: number,
      set: Partial<Pick<MemberRow, 'status' | 'firstLoginToChangePassword' | 'withdrawPasswordHash'>>,
    ) {
      const [row] = await tx.update(members).set(set).where(eq(members.id, id)).returning();
      return row!;
    },

    /** Forgets the member's failed-login counters (the account's, on every address). */
    async unlock(tx: Tx, member: MemberRow): Promise<number> {
      const account = member.memberAccount.toLowerCase();
      const rows = await tx
        .delete(loginThrottles)
        .where(
          and(
            eq(loginThrottles.siteId, member.siteId),
            or(
              eq(loginThrottles.key, `acct:${account}`),
              like(loginThrottles.key, `acct-ip:${escapeLike(account)}|%`),
              // The withdraw password's lock after a day's wrong guesses goes with the login's.
              eq(loginThrottles.key, withdrawLockKey(member.id)),
            ),
          ),
        )
        .returning({ key: loginThrottles.key });
      return rows.length;
    },
  };
}

export type MemberAdminRepo = ReturnType<typeof createMemberAdminRepo>;
