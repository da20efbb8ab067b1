import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { paymentOrderEvents, paymentOrders, paymentReceipts } from '../../db/schema/index.js';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type NewOrder = typeof paymentOrders.$inferInsert;
export type OrderEvent = typeof paymentOrderEvents.$inferSelect;

export interface Actor {
  /** member, gateway, reconciler or operator:<id> */
  name: string;
  operatorId?: number;
  /** Writes the operator's audit row in the transaction of the state change it made. */
  audit?: (tx: Tx, order: OrderRow) => Promise<void>;
}

export interface MemberOrderFilter {
  siteId: number;
  memberId: number;
  kind?: OrderRow['kind'];
  status?: string;
  from?: Date;
  to?: Date;
}

async function totalSince(tx: Tx, where: SQL, since: Date): Promise<{ count: number; amount: bigint }> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${paymentOrders.amount}), 0)::text` })
    .from(paymentOrders)
    .where(and(where, gte(paymentOrders.createdAt, since)));
  return { count: Number(row?.n ?? 0), amount: BigInt(row?.sum ?? '0') };
}

/** All SQL of payment orders and their history. Status changes are conditional on the state read. */
export function createOrdersRepo(db: Db) {
  const byNumberIn = async (tx: Tx, orderNumber: string, lock: boolean) => {
    const q = tx.select().from(paymentOrders).where(eq(paymentOrders.orderNumber, orderNumber));
    const [row] = await (lock ? q.for('update') : q);
    return row;
  };

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    async insert(tx: Tx, order: NewOrder, actor: Actor): Promise<OrderRow> {
      const [row] = await tx.insert(paymentOrders).values(order).returning();
      await tx.insert(paymentOrderEvents).values({
        siteId: row!.siteId,
        orderId: row!.id,
        status: row!.status,
        actor: actor.name,
        operatorId: actor.operatorId,
      });
      return row!;
    },

    byNumber: (orderNumber: string) => byNumberIn(db, orderNumber, false),
    /** The order, locked until the caller's transaction ends. */
    lockByNumber: (tx: Tx, orderNumber: string) => byNumberIn(tx, orderNumber, true),

    async byId(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
      return row;
    },

    async byRequest(siteId: number, memberId: number, kind: OrderRow['kind'], requestId: string) {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.siteId, siteId),
            eq(paymentOrders.memberId, memberId),
            eq(paymentOrders.kind, kind),
            eq(paymentOrders.requestId, requestId),
          ),
        );
      return row;
    },

    /**
     * Moves the order from one of `from` to `to` with the other changes, and writes its history row;
     * undefined (nothing written) when the order was no longer in one of `from`.
     */
    async transition(
      tx: Tx,
      id: number,
      from: readonly string[],
      to: string,
      actor: Actor,
      changes: Partial<NewOrder> = {},
      note = '',
    ): Promise<OrderRow | undefined> {
      const [row] = await tx
        .update(paymentOrders)
        // The latest decision's note is what the member reads (why a withdrawal was rejected, say).
        .set({ ...changes, ...(note ? { note } : {}), status: to, updatedAt: new Date() })
        .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, [...from])))
        .returning();
      if (!row) return undefined;
      await tx.insert(paymentOrderEvents).values({
        siteId: row.siteId,
        orderId: row.id,
        status: to,
        actor: actor.name,
        operatorId: actor.operatorId,
        note,
      });
      await actor.audit?.(tx, row);
      return row;
    },

    /**
     * The first of two approvals of an order above the four-eyes threshold: the order stays pending with
     * its first approver in `decided_by` (set once, so two first approvals racing record one), and its
     * history says `approved`. Undefined when it was no longer pending or someone approved it first.
     */
    async firstApproval(tx: Tx, id: number, actor: Actor & { operatorId: number }, note = '') {
      const [row] = await tx
        .update(paymentOrders)
        .set({ decidedBy: actor.operatorId, updatedAt: new Date() })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'pending'), isNull(paymentOrders.decidedBy)))
        .returning();
      if (!row) return undefined;
      await tx.insert(paymentOrderEvents).values({
        siteId: row.siteId,
        orderId: row.id,
        status: 'approved',
        actor: actor.name,
        operatorId: actor.operatorId,
        note,
      });
      await actor.audit?.(tx, row);
      return row;
    },

    /** Changes that are not a state change (what the gateway said, when to ask it next). */
    async update(id: number, changes: Partial<NewOrder>, whenStatus?: string): Promise<void> {
      const where = whenStatus
        ? and(eq(paymentOrders.id, id), eq(paymentOrders.status, whenStatus))
        : eq(paymentOrders.id, id);
      await db
        .update(paymentOrders)
        .set({ ...changes, updatedAt: new Date() })
        .where(where);
    },

    events: (orderId: number): Promise<OrderEvent[]> =>
      db
        .select()
        .from(paymentOrderEvents)
        .where(eq(paymentOrderEvents.orderId, orderId))
        .orderBy(asc(paymentOrderEvents.id)),

    async memberPage(f: MemberOrderFilter, offset: number, limit: number) {
      const where = and(
        eq(paymentOrders.siteId, f.siteId),
        eq(paymentOrders.memberId, f.memberId),
        f.kind ? eq(paymentOrders.kind, f.kind) : undefined,
        f.status ? eq(paymentOrders.status, f.status) : undefined,
        f.from ? gte(paymentOrders.createdAt, f.from) : undefined,
        f.to ? lt(paymentOrders.createdAt, f.to) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db.select().from(paymentOrders).where(where).orderBy(desc(paymentOrders.id)).offset(offset).limit(limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(paymentOrders)
          .where(where),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },

    /** Paid deposits of the member so far (the `deposit_times` of the success event), in `tx`. */
    async paidDeposits(tx: Tx, memberId: number): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.memberId, memberId),
            eq(paymentOrders.kind, 'deposit'),
            eq(paymentOrders.status, 'paid'),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** What a channel took since `since` (orders waiting or paid), in `tx`. */
    async channelTotalSince(tx: Tx, channelId: number, since: Date): Promise<bigint> {
      const where = and(eq(paymentOrders.channelId, channelId), inArray(paymentOrders.status, ['pending', 'paid']));
      return (await totalSince(tx, where!, since)).amount;
    },

    /** The member's withdrawals since `since` that still count (not rejected, cancelled or failed), in `tx`. */
    memberWithdrawalsSince: (tx: Tx, memberId: number, since: Date) =>
      totalSince(
        tx,
        and(
          eq(paymentOrders.memberId, memberId),
          eq(paymentOrders.kind, 'withdrawal'),
          inArray(paymentOrders.status, ['pending', 'paying', 'paid']),
        )!,
        since,
      ),

    /** Orders the reconciler should look at now (oldest due first). */
    async due(now: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(paymentOrders)
        .where(and(isNotNull(paymentOrders.checkAt), lte(paymentOrders.checkAt, now)))
        .orderBy(asc(paymentOrders.checkAt))
        .limit(limit);
    },

    /** Pending bank deposits of a member (a cap keeps one member from flooding finance's queue). */
    async pendingBankDeposits(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.memberId, memberId),
            eq(paymentOrders.kind, 'deposit'),
            eq(paymentOrders.channelKind, 'bank'),
            eq(paymentOrders.status, 'pending'),
          ),
        );
      return Number(row?.n ?? 0);
    },

    insertReceipt: (tx: Tx, r: typeof paymentReceipts.$inferInsert) => tx.insert(paymentReceipts).values(r),
    async receipt(orderId: number) {
      const [row] = await db.select().from(paymentReceipts).where(eq(paymentReceipts.orderId, orderId));
      return row;
    },
    async hasReceipt(orderId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentReceipts.orderId })
        .from(paymentReceipts)
        .where(eq(paymentReceipts.orderId, orderId));
      return Boolean(row);
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
