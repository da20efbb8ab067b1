import type { Actor, OrderRow, OrdersRepo } from './orders-repo.js';
import type { GatewayPayoutState, PaymentGateway } from './gateway.js';
import type { Notices } from './credit.js';
import { checkDelayMs } from './reconcile-timing.js';
import type { WithdrawalMoney } from './withdrawals.js';

/**
 * Paying a withdrawal out. Approval commits `paying` first (the intent), then asks the gateway for the
 * payout under the order number, which the gateway de-duplicates: if this node dies between the two,
 * or the call's outcome is unknown, the reconciler asks the gateway and sends it again only when the
 * gateway has never heard of it. Only the gateway's word (callback or query) settles it: paid takes
 * the held money out, failed gives it back. Nothing is ever refunded on a guess.
 */
export function createPayouts(deps: {
  repo: OrdersRepo;
  gateway?: PaymentGateway;
  money: WithdrawalMoney;
  notices: Notices;
}) {
  const { repo } = deps;
  const later = (attempts: number) => new Date(Date.now() + checkDelayMs(attempts));

  /** Sends the payout; whatever the answer, the order stays `paying` unless the gateway refused it. */
  async function send(order: OrderRow): Promise<void> {
    if (!deps.gateway || !order.payoutAccount) return;
    const answer = await deps.gateway.createPayout({
      payoutNumber: order.orderNumber,
      siteId: order.siteId,
      amount: order.amount,
      currency: order.currency,
      account: order.payoutAccount,
    });
    if (answer.kind === 'done') {
      await repo.update(
        order.id,
        { gatewayStatus: 'processing', gatewayOrderId: answer.value.gatewayPayoutId },
        'paying',
      );
    } else if (answer.kind === 'refused') {
      await deps.money.release(order, ['paying'], 'failed', { name: 'gateway' }, `refused: ${answer.reason}`);
    } else {
      await repo.update(order.id, { gatewayStatus: 'unknown', checkAt: new Date(Date.now() + 2_000) }, 'paying');
    }
  }

  /** What the gateway says about a payout (its callback or its answer to a query). */
  async function apply(order: OrderRow, state: GatewayPayoutState, actor: Actor): Promise<void> {
    if (state.status === 'paid') await deps.money.paid(order, actor, state.gatewayTxId);
    else if (state.status === 'failed') {
      await deps.money.release(order, ['paying'], 'failed', actor, state.failureReason ?? 'payout failed');
    } else await repo.update(order.id, { gatewayStatus: 'processing' }, 'paying');
  }

  return {
    /** Whether withdrawals can be paid out here at all (a payout gateway runs). */
    available: () => Boolean(deps.gateway),

    /** Finance approves: `paying` is committed before the gateway hears anything. */
    async approve(order: OrderRow, actor: Actor, note?: string): Promise<OrderRow | undefined> {
      const paying = await repo.transaction((tx) =>
        repo.transition(
          tx,
          order.id,
          ['pending'],
          'paying',
          actor,
          { checkAt: later(0), decidedBy: actor.operatorId, gateway: deps.gateway?.name ?? '' },
          note,
        ),
      );
      if (!paying) return undefined;
      deps.notices.orderChanged(paying);
      await send(paying);
      return paying;
    },
    apply,

    /** The reconciler's turn on a `paying` order: ask, then settle, resend (never heard of) or wait. */
    async reconcile(order: OrderRow): Promise<void> {
      if (!deps.gateway) return;
      await repo.update(
        order.id,
        { checkAt: later(order.checkAttempts + 1), checkAttempts: order.checkAttempts + 1 },
        'paying',
      );
      const answer = await deps.gateway.queryPayout(order.orderNumber);
      if (answer.kind !== 'done') return;
      if (answer.value === undefined) return send(order);
      return apply(order, answer.value, { name: 'reconciler' });
    },
  };
}

export type Payouts = ReturnType<typeof createPayouts>;
