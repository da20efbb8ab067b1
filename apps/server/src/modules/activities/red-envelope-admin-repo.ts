import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { ActivityStatus, ListPage } from '@playdeck/contract/admin';
import type { Db, Tx } from '../../db/client.js';
import { members, operatorUsers, redEnvelopeClaims, redEnvelopes } from '../../db/schema/index.js';
import type { EnvelopeRow, NewEnvelope } from './red-envelope-repo.js';

export interface EnvelopeView extends EnvelopeRow {
  createdByName: string | null;
}
export interface EnvelopeFilter {
  /** The sites the operator user was granted: nothing outside them is ever read. */
  siteIds: number[];
  siteId?: number;
  currency?: string;
  status?: ActivityStatus;
}
export type EnvelopeChange = Pick<
  NewEnvelope,
  | 'titles'
  | 'title'
  | 'budget'
  | 'remaining'
  | 'count'
  | 'minAmount'
  | 'maxAmount'
  | 'startAt'
  | 'endAt'
  | 'minMemberDays'
>;
type Sort = readonly ['id' | 'start_at' | 'end_at', 'ASC' | 'DESC'];

const granted = (siteIds: number[]) => (siteIds.length ? siteIds : [-1]);
const view = { ...getTableColumns(redEnvelopes), createdByName: operatorUsers.username };

/** The status filter in SQL, the same rule as statusOf() (activity-rules.ts). */
function statusIs(status: ActivityStatus, now: Date) {
  const t = redEnvelopes;
  const exhausted = or(gte(t.claimed, t.count), lt(t.remaining, t.minAmount));
  if (status === 'scheduled') return and(isNull(t.endedEarlyAt), gt(t.startAt, now), gt(t.endAt, now));
  const open = and(isNull(t.endedEarlyAt), lte(t.startAt, now), gt(t.endAt, now));
  if (status === 'running') return and(open, lt(t.claimed, t.count), gte(t.remaining, t.minAmount));
  return or(isNotNull(t.endedEarlyAt), lte(t.endAt, now), and(lte(t.startAt, now), exhausted));
}

/** The back office's reads and writes of red-envelope drops, always within the granted sites. */
export function createRedEnvelopeAdminRepo(db: Db) {
  const where = (f: EnvelopeFilter, now: Date) =>
    and(
      inArray(redEnvelopes.siteId, granted(f.siteIds)),
      f.siteId !== undefined ? eq(redEnvelopes.siteId, f.siteId) : undefined,
      f.currency ? eq(redEnvelopes.currency, f.currency) : undefined,
      f.status ? statusIs(f.status, now) : undefined,
    );
  const one = (id: number, siteIds: number[]) =>
    and(eq(redEnvelopes.id, id), inArray(redEnvelopes.siteId, granted(siteIds)));
  const selectView = () =>
    db.select(view).from(redEnvelopes).leftJoin(operatorUsers, eq(operatorUsers.id, redEnvelopes.createdBy));

  return {
    async list(f: EnvelopeFilter, sort: Sort, page: ListPage, now: Date) {
      const column = { id: redEnvelopes.id, start_at: redEnvelopes.startAt, end_at: redEnvelopes.endAt }[sort[0]];
      const [rows, [count]] = await Promise.all([
        selectView()
          .where(where(f, now))
          .orderBy(sort[1] === 'ASC' ? asc(column) : desc(column), desc(redEnvelopes.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(redEnvelopes)
          .where(where(f, now)),
      ]);
      return { rows: rows satisfies EnvelopeView[], total: Number(count?.total ?? 0) };
    },

    async byId(id: number, siteIds: number[]): Promise<EnvelopeView | undefined> {
      const [row] = await selectView().where(one(id, siteIds));
      return row;
    },

    async byRequest(createdBy: number, requestId: string): Promise<EnvelopeRow | undefined> {
      const [row] = await db
        .select()
        .from(redEnvelopes)
        .where(and(eq(redEnvelopes.createdBy, createdBy), eq(redEnvelopes.requestId, requestId)));
      return row;
    },

    /** The drop, locked: claims and other writes of it wait until this transaction ends. */
    async lock(tx: Tx, id: number, siteIds: number[]): Promise<EnvelopeRow | undefined> {
      const [row] = await tx.select().from(redEnvelopes).where(one(id, siteIds)).for('update');
      return row;
    },

    async insert(tx: Tx, row: NewEnvelope): Promise<EnvelopeRow> {
      const [created] = await tx.insert(redEnvelopes).values(row).returning();
      return created!;
    },

    /** Changes the drop only if it is still at `version` and nobody has claimed from it: undefined if not. */
    async update(tx: Tx, id: number, version: number, change: EnvelopeChange): Promise<EnvelopeRow | undefined> {
      const [row] = await tx
        .update(redEnvelopes)
        .set({ ...change, version: sql`${redEnvelopes.version} + 1` })
        .where(and(eq(redEnvelopes.id, id), eq(redEnvelopes.version, version), eq(redEnvelopes.claimed, 0)))
        .returning();
      return row;
    },

    /** Ends the drop now (once): undefined when it had already been ended early. */
    async endEarly(tx: Tx, id: number, at: Date): Promise<EnvelopeRow | undefined> {
      const [row] = await tx
        .update(redEnvelopes)
        .set({ endedEarlyAt: at, version: sql`${redEnvelopes.version} + 1` })
        .where(and(eq(redEnvelopes.id, id), isNull(redEnvelopes.endedEarlyAt)))
        .returning();
      return row;
    },

    /** Claims, newest first, with the member's account and the drop's currency. */
    async claims(f: { siteIds: number[]; siteId?: number; envelopeId?: number; account?: string }, page: ListPage) {
      const cond = and(
        inArray(redEnvelopeClaims.siteId, granted(f.siteIds)),
        f.siteId !== undefined ? eq(redEnvelopeClaims.siteId, f.siteId) : undefined,
        f.envelopeId !== undefined ? eq(redEnvelopeClaims.envelopeId, f.envelopeId) : undefined,
        f.account ? eq(members.memberAccount, f.account) : undefined,
      );
      const from = () =>
        db
          .select({
            id: redEnvelopeClaims.id,
            envelopeId: redEnvelopeClaims.envelopeId,
            memberId: redEnvelopeClaims.memberId,
            memberAccount: members.memberAccount,
            currency: redEnvelopes.currency,
            amount: redEnvelopeClaims.amount,
            createdAt: redEnvelopeClaims.createdAt,
          })
          .from(redEnvelopeClaims)
          .innerJoin(members, eq(members.id, redEnvelopeClaims.memberId))
          .innerJoin(redEnvelopes, eq(redEnvelopes.id, redEnvelopeClaims.envelopeId));
      const [rows, [count]] = await Promise.all([
        from().where(cond).orderBy(desc(redEnvelopeClaims.id)).limit(page.limit).offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(redEnvelopeClaims)
          .innerJoin(members, eq(members.id, redEnvelopeClaims.memberId))
          .where(cond),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },
  };
}

export type RedEnvelopeAdminRepo = ReturnType<typeof createRedEnvelopeAdminRepo>;
