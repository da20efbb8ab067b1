import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  adjustmentThresholds,
  balanceAdjustments,
  ledgerEntries,
  members,
  operatorUsers,
} from '../../db/schema/index.js';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;
export type NewAdjustment = typeof balanceAdjustments.$inferInsert;

/** An adjustment with the names the console shows. */
export type AdjustmentView = AdjustmentRow & {
  memberAccount: string;
  requestedByName: string;
  decidedByName: string | null;
  balanceAfter: bigint | null;
};

export interface AdjustmentFilter {
  siteIds: number[];
  siteId?: number;
  memberId?: number;
  status?: AdjustmentRow['status'];
}

const decider = sql<
  string | null
>`(select ${operatorUsers.username} from ${operatorUsers} where ${operatorUsers.id} = ${balanceAdjustments.decidedBy})`;
const requester = sql<string>`(select ${operatorUsers.username} from ${operatorUsers} where ${operatorUsers.id} = ${balanceAdjustments.requestedBy})`;
const balanceAfter = sql<
  string | null
>`(select ${ledgerEntries.balanceAfter} from ${ledgerEntries} where ${ledgerEntries.id} = ${balanceAdjustments.ledgerEntryId})`;

/** All SQL of manual balance adjustments (the money itself moves through the ledger). */
export function createAdjustmentRepo(db: Db) {
  const view = {
    adjustment: balanceAdjustments,
    memberAccount: members.memberAccount,
    requestedByName: requester,
    decidedByName: decider,
    balanceAfter,
  };
  const toView = (r: {
    adjustment: AdjustmentRow;
    memberAccount: string;
    requestedByName: string;
    decidedByName: string | null;
    balanceAfter: string | null;
  }): AdjustmentView => ({
    ...r.adjustment,
    memberAccount: r.memberAccount,
    requestedByName: r.requestedByName,
    decidedByName: r.decidedByName,
    balanceAfter: r.balanceAfter === null ? null : BigInt(r.balanceAfter),
  });
  const where = (f: AdjustmentFilter): SQL | undefined =>
    and(
      inArray(balanceAdjustments.siteId, f.siteIds.length ? f.siteIds : [-1]),
      f.siteId !== undefined ? eq(balanceAdjustments.siteId, f.siteId) : undefined,
      f.memberId !== undefined ? eq(balanceAdjustments.memberId, f.memberId) : undefined,
      f.status ? eq(balanceAdjustments.status, f.status) : undefined,
    );

  return {
    async list(f: AdjustmentFilter, order: 'ASC' | 'DESC', page: { offset: number; limit: number }) {
      const [rows, [count]] = await Promise.all([
        db
          .select(view)
          .from(balanceAdjustments)
          .innerJoin(members, eq(members.id, balanceAdjustments.memberId))
          .where(where(f))
          .orderBy(order === 'ASC' ? balanceAdjustments.id : desc(balanceAdjustments.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(balanceAdjustments)
          .where(where(f)),
      ]);
      return { rows: rows.map(toView), total: Number(count?.total ?? 0) };
    },

    async byId(id: number, siteIds: number[]): Promise<AdjustmentView | undefined> {
      const [row] = await db
        .select(view)
        .from(balanceAdjustments)
        .innerJoin(members, eq(members.id, balanceAdjustments.memberId))
        .where(and(eq(balanceAdjustments.id, id), inArray(balanceAdjustments.siteId, siteIds.length ? siteIds : [-1])));
      return row ? toView(row) : undefined;
    },

    async byRequest(requestedBy: number, requestId: string): Promise<AdjustmentRow | undefined> {
      const [row] = await db
        .select()
        .from(balanceAdjustments)
        .where(and(eq(balanceAdjustments.requestedBy, requestedBy), eq(balanceAdjustments.requestId, requestId)));
      return row;
    },

    async threshold(siteId: number, currency: string): Promise<bigint | undefined> {
      const [row] = await db
        .select({ threshold: adjustmentThresholds.threshold })
        .from(adjustmentThresholds)
        .where(and(eq(adjustmentThresholds.siteId, siteId), eq(adjustmentThresholds.currency, currency)));
      return row?.threshold;
    },

    /**
     * Locks the member's row until `tx` ends: the requests for one member take turns, so a requester's
     * day total read next cannot be raised meanwhile by a parallel request (the four-eyes sum holds).
     */
    async lockMember(tx: Tx, memberId: number): Promise<void> {
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
    },

    /** What `requestedBy` moved for the member alone (posted without a second operator) since `since`. */
    async postedAloneSince(tx: Tx, requestedBy: number, memberId: number, since: Date): Promise<bigint> {
      const [row] = await tx
        .select({ sum: sql<string>`coalesce(sum(abs(${balanceAdjustments.amount})), 0)::text` })
        .from(balanceAdjustments)
        .where(
          and(
            eq(balanceAdjustments.memberId, memberId),
            eq(balanceAdjustments.requestedBy, requestedBy),
            eq(balanceAdjustments.status, 'posted'),
            isNull(balanceAdjustments.decidedBy),
            gte(balanceAdjustments.createdAt, since),
          ),
        );
      return BigInt(row?.sum ?? '0');
    },

    async insert(tx: Tx, row: NewAdjustment): Promise<AdjustmentRow> {
      const [inserted] = await tx.insert(balanceAdjustments).values(row).returning();
      return inserted!;
    },

    /**
     * Decides a pending adjustment: one conditional update, so two approvers racing decide it once, and
     * never by the operator who asked (the table's check says so too).
     */
    async decide(tx: Tx, id: number, by: number, status: 'posted' | 'rejected', ledgerEntryId?: number) {
      const [row] = await tx
        .update(balanceAdjustments)
        .set({ status, decidedBy: by, decidedAt: new Date(), ledgerEntryId: ledgerEntryId ?? null })
        .where(
          and(
            eq(balanceAdjustments.id, id),
            eq(balanceAdjustments.status, 'pending'),
            sql`${balanceAdjustments.requestedBy} <> ${by}`,
          ),
        )
        .returning();
      return row;
    },

    /** The pending adjustment locked for a decision (its member's site must be granted). */
    async lockPending(tx: Tx, id: number, siteIds: number[]): Promise<AdjustmentRow | undefined> {
      const [row] = await tx
        .select()
        .from(balanceAdjustments)
        .where(and(eq(balanceAdjustments.id, id), inArray(balanceAdjustments.siteId, siteIds.length ? siteIds : [-1])))
        .for('update');
      return row;
    },
  };
}

export type AdjustmentRepo = ReturnType<typeof createAdjustmentRepo>;
