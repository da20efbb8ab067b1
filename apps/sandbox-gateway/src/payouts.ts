import { and, asc, eq, lte } from 'drizzle-orm';
import type { CallbackBody } from './callback-plan.js';
import { queueCallback } from './callback-plan.js';
import type { GatewayDb } from './db.js';
import { KeyReused } from './db.js';
import type { GatewayFaults } from './faults.js';
import { chance, randomIn } from './faults.js';
import { gwPayouts } from './schema.js';
import { newReference } from './signing.js';
import type { PayoutRequest } from './validation.js';

export type PayoutRow = typeof gwPayouts.$inferSelect;

/** Reasons a bank gives for refusing a payout; one is picked at random when the faults fail one. */
const FAILURE_REASONS = ['account_not_found', 'name_mismatch', 'bank_rejected'];

export function payoutCallback(p: PayoutRow): CallbackBody {
  return {
    merchant_payout_no: p.merchantPayoutNo,
    gateway_tx_id: p.gatewayTxId,
    status: p.status,
    amount: String(p.amount),
    currency: p.currency,
    paid_at: p.status === 'paid' ? (p.settledAt?.toISOString() ?? null) : null,
    kind: 'payout',
  };
}

/** Payouts: accepted as `processing`, settled later by the worker to `paid` or `failed`, then called back. */
export function createPayouts(db: GatewayDb, faults: () => GatewayFaults) {
  const byMerchantNo = async (no: string) =>
    (await db.select().from(gwPayouts).where(eq(gwPayouts.merchantPayoutNo, no)).limit(1))[0];

  const sameRequest = (row: PayoutRow, req: PayoutRequest) =>
    row.siteId === req.site_id &&
    row.amount === req.amount &&
    row.currency === req.currency &&
    row.accountNo === req.account.account_no &&
    (row.bankCode ?? undefined) === req.account.bank_code &&
    row.holderName === req.account.holder_name;

  /** Settles one payout if it is still processing; the condition makes a second settlement a no-op. */
  async function settle(id: number): Promise<PayoutRow | undefined> {
    const fail = chance(faults().payoutFailRate);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(gwPayouts)
        .set({
          status: fail ? 'failed' : 'paid',
          failureReason: fail ? (FAILURE_REASONS[Math.floor(Math.random() * FAILURE_REASONS.length)] ?? null) : null,
          gatewayTxId: newReference('GT'),
          settledAt: new Date(),
        })
        .where(and(eq(gwPayouts.id, id), eq(gwPayouts.status, 'processing')))
        .returning();
      if (row)
        await queueCallback(tx, { siteId: row.siteId, notifyUrl: row.notifyUrl, body: payoutCallback(row) }, faults());
      return row;
    });
  }

  return {
    /** Idempotent on the merchant payout number; the same number with another amount or account → KeyReused. */
    async create(req: PayoutRequest): Promise<PayoutRow> {
      const [inserted] = await db
        .insert(gwPayouts)
        .values({
          gatewayPayoutId: newReference('GP'),
          merchantPayoutNo: req.merchant_payout_no,
          siteId: req.site_id,
          amount: req.amount,
          currency: req.currency,
          bankCode: req.account.bank_code ?? null,
          accountNo: req.account.account_no,
          holderName: req.account.holder_name,
          notifyUrl: req.notify_url,
          settleAt: new Date(Date.now() + randomIn(faults().payoutDelayMs)),
        })
        .onConflictDoNothing({ target: gwPayouts.merchantPayoutNo })
        .returning();
      const row = inserted ?? (await byMerchantNo(req.merchant_payout_no));
      if (!row) throw new Error('payout vanished after a conflicting insert');
      if (!sameRequest(row, req)) throw new KeyReused(req.merchant_payout_no);
      return row;
    },

    find: byMerchantNo,

    /** Settles the payouts due at `at` (default now); returns how many it settled. */
    async settleDue(at = new Date(), limit = 100): Promise<number> {
      const due = await db
        .select({ id: gwPayouts.id })
        .from(gwPayouts)
        .where(and(eq(gwPayouts.status, 'processing'), lte(gwPayouts.settleAt, at)))
        .orderBy(asc(gwPayouts.settleAt))
        .limit(limit);
      let settled = 0;
      for (const { id } of due) if (await settle(id)) settled++;
      return settled;
    },
  };
}

export type Payouts = ReturnType<typeof createPayouts>;
