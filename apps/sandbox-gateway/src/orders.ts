import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { CallbackBody } from './callback-plan.js';
import { queueCallback } from './callback-plan.js';
import type { GatewayDb } from './db.js';
import { KeyReused } from './db.js';
import type { GatewayFaults } from './faults.js';
import { gwOrders } from './schema.js';
import type { OrderStatus } from './schema.js';
import { newReference } from './signing.js';
import type { OrderRequest } from './validation.js';

export type OrderRow = typeof gwOrders.$inferSelect;
const OPEN: OrderStatus[] = ['created', 'processing'];

export function depositCallback(o: OrderRow): CallbackBody {
  return {
    merchant_order_no: o.merchantOrderNo,
    gateway_tx_id: o.gatewayTxId,
    status: o.status,
    amount: String(o.status === 'paid' ? o.paidAmount : o.amount),
    currency: o.currency,
    paid_at: o.paidAt?.toISOString() ?? null,
    kind: 'deposit',
  };
}

/** Deposit orders: created by the merchant, decided once by the payer (or by the clock). */
export function createOrders(db: GatewayDb, faults: () => GatewayFaults) {
  const byMerchantNo = async (no: string) =>
    (await db.select().from(gwOrders).where(eq(gwOrders.merchantOrderNo, no)).limit(1))[0];

  /**
   * Moves an open order to `to`, once: the update's own condition is the guard, so of any number of
   * racing decisions exactly one returns the row, and its callback is queued in the same transaction.
   */
  async function decide(where: ReturnType<typeof and>, to: 'paid' | 'cancelled' | 'expired') {
    return db.transaction(async (tx) => {
      const now = new Date();
      // paid_amount is the order amount: this sandbox does not simulate partial payments.
      const paid =
        to === 'paid' ? { paidAt: now, gatewayTxId: newReference('GT'), paidAmount: sql`${gwOrders.amount}` } : {};
      const rows = await tx
        .update(gwOrders)
        .set({ status: to, decidedAt: now, ...paid })
        .where(and(inArray(gwOrders.status, OPEN), where))
        .returning();
      for (const row of rows) {
        await queueCallback(tx, { siteId: row.siteId, notifyUrl: row.notifyUrl, body: depositCallback(row) }, faults());
      }
      return rows;
    });
  }

  return {
    /** Idempotent on the merchant order number; the same number with other money or site → KeyReused. */
    async create(req: OrderRequest, ttlMs: number): Promise<OrderRow> {
      const [inserted] = await db
        .insert(gwOrders)
        .values({
          gatewayOrderId: newReference('GO'),
          merchantOrderNo: req.merchant_order_no,
          siteId: req.site_id,
          amount: req.amount,
          currency: req.currency,
          notifyUrl: req.notify_url,
          returnUrl: req.return_url,
          expiresAt: new Date(Date.now() + ttlMs),
        })
        .onConflictDoNothing({ target: gwOrders.merchantOrderNo })
        .returning();
      const row = inserted ?? (await byMerchantNo(req.merchant_order_no));
      if (!row) throw new Error('order vanished after a conflicting insert');
      if (row.siteId !== req.site_id || row.amount !== req.amount || row.currency !== req.currency) {
        throw new KeyReused(req.merchant_order_no);
      }
      return row;
    },

    /** The order as it stands; one past its expiry is expired first, so the query tells the truth. */
    async find(merchantOrderNo: string): Promise<OrderRow | undefined> {
      const row = await byMerchantNo(merchantOrderNo);
      if (row && OPEN.includes(row.status) && row.expiresAt.getTime() <= Date.now()) {
        await decide(and(eq(gwOrders.id, row.id), lte(gwOrders.expiresAt, new Date())), 'expired');
        return byMerchantNo(merchantOrderNo);
      }
      return row;
    },

    async findByGatewayId(gatewayOrderId: string): Promise<OrderRow | undefined> {
      return (await db.select().from(gwOrders).where(eq(gwOrders.gatewayOrderId, gatewayOrderId)).limit(1))[0];
    },

    /** The payer's decision on the hosted page; undefined when the order was already decided or expired. */
    async decideByPayer(gatewayOrderId: string, decision: 'pay' | 'cancel'): Promise<OrderRow | undefined> {
      const where = and(eq(gwOrders.gatewayOrderId, gatewayOrderId), gt(gwOrders.expiresAt, new Date()));
      const [row] = await decide(where, decision === 'pay' ? 'paid' : 'cancelled');
      return row;
    },

    /** Expires every open order past its time (`at`, default now); each expiry sends its callback. */
    async expireDue(at = new Date()): Promise<number> {
      return (await decide(lte(gwOrders.expiresAt, at), 'expired')).length;
    },
  };
}

export type Orders = ReturnType<typeof createOrders>;
