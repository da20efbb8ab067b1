import { channels, formatMinor } from '@playdeck/contract';
import type { Tx } from '../../db/client.js';
import type { Hook } from '../../lib/hooks.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { WalletService } from '../wallet/index.js';
import type { Actor, OrderRow, OrdersRepo } from './orders-repo.js';

/** A deposit the gateway reports paid may have been closed here first (paid after its expiry, say). */
export const CREDITABLE_ONLINE = ['pending', 'failed', 'expired', 'cancelled'] as const;
export const CREDITABLE_BANK = ['pending'] as const;

/**
 * A paid deposit, as what else it earns or tells sees it (roulette draws, player protection's flags): written
 * in its transaction, so it commits with the credit or not at all.
 */
export interface DepositCredited {
  tx: Tx;
  order: OrderRow;
  credited: bigint;
}

/** Tells the member's open pages that an order changed, and what their main balance is now. */
export function createNotices(realtime: RealtimeHub) {
  return {
    orderChanged(o: Pick<OrderRow, 'memberId' | 'orderNumber' | 'kind' | 'status'>) {
      realtime.publish(channels.member(o.memberId), 'member_payment.updated', {
        order_number: o.orderNumber,
        kind: o.kind,
        status: o.status,
      });
    },
    cash(memberId: number, balance: bigint, currency: string) {
      realtime.publish(channels.member(memberId), 'member.cash', { cash: formatMinor(balance, currency) });
    },
    depositSucceeded(o: OrderRow, credited: bigint, times: number) {
      realtime.publish(channels.member(o.memberId), 'member_deposit.success', {
        order_number: o.orderNumber,
        deposit_amount: formatMinor(credited, o.currency),
        deposit_times: times,
      });
    },
  };
}
export type Notices = ReturnType<typeof createNotices>;

/**
 * Credits a deposit exactly once: the order moves to `paid` by a conditional update, and the ledger
 * posting (keyed by the order number) and its history row commit with it. A second caller (a
 * duplicate callback, the reconciler, a double click) finds the order already paid and changes nothing.
 * The member receives the amount less the channel's fee.
 */
export function createCrediting(deps: {
  repo: OrdersRepo;
  wallet: WalletService;
  notices: Notices;
  credited: Hook<DepositCredited>;
}) {
  return async function credit(
    order: OrderRow,
    from: readonly string[],
    actor: Actor,
    extra: { gatewayTxId?: string | null; note?: string } = {},
  ): Promise<'credited' | 'already'> {
    const done = await deps.repo.transaction(async (tx) => {
      const paid = await deps.repo.transition(
        tx,
        order.id,
        from,
        'paid',
        actor,
        {
          gatewayTxId: extra.gatewayTxId ?? order.gatewayTxId,
          gatewayStatus: order.channelKind === 'online' ? 'paid' : order.gatewayStatus,
          checkAt: null,
          decidedBy: actor.operatorId ?? order.decidedBy,
        },
        extra.note,
      );
      if (!paid) return undefined;
      const credited = paid.amount - paid.fee;
      const entry = await deps.wallet.postIn(tx, {
        siteId: paid.siteId,
        memberId: paid.memberId,
        currency: paid.currency,
        amount: credited,
        kind: 'deposit',
        reference: paid.orderNumber,
        idempotencyKey: `deposit:${paid.orderNumber}`,
      });
      await deps.credited.run({ tx, order: paid, credited });
      return { paid, credited, balance: entry.balanceAfter, times: await deps.repo.paidDeposits(tx, paid.memberId) };
    });
    if (!done) return 'already';
    deps.notices.cash(done.paid.memberId, done.balance, done.paid.currency);
    deps.notices.depositSucceeded(done.paid, done.credited, done.times);
    deps.notices.orderChanged(done.paid);
    return 'credited';
  };
}
export type Crediting = ReturnType<typeof createCrediting>;
