import { isUniqueViolation } from '../../db/client.js';
import type { CallbacksRepo } from './callbacks-repo.js';
import type { Crediting, Notices } from './credit.js';
import { CREDITABLE_ONLINE } from './credit.js';
import type { GatewayOrderState, PaymentGateway } from './gateway.js';
import type { Actor, OrderRow, OrdersRepo } from './orders-repo.js';
import { checkDelayMs } from './reconcile-timing.js';

const CLOSED_BY_GATEWAY = { failed: 'failed', cancelled: 'cancelled', expired: 'expired' } as const;

/**
 * What the gateway says about an online deposit (a callback or the answer to a query), applied once:
 * paid credits the order if the amount and currency are the order's; a final failure closes it; a
 * stale "processing" after a final word changes nothing. A mismatch is filed for finance, not credited.
 */
export function createOnlineDeposits(deps: {
  repo: OrdersRepo;
  problems: CallbacksRepo;
  credit: Crediting;
  notices: Notices;
  gateway?: PaymentGateway;
}) {
  const { repo } = deps;

  async function apply(
    order: OrderRow,
    state: GatewayOrderState,
    actor: Actor,
    rawBody = '',
  ): Promise<'ok' | 'refused'> {
    const file = async (problem: 'amount_mismatch' | 'currency_mismatch' | 'tx_conflict', detail: string) => {
      await deps.problems.problem({
        siteId: order.siteId,
        reference: order.orderNumber,
        problem,
        detail,
        body: rawBody,
      });
      return 'refused' as const;
    };
    if (state.status === 'paid') {
      if (state.currency !== order.currency)
        return file('currency_mismatch', `${state.currency} for an order in ${order.currency}`);
      if (state.paidAmount !== order.amount) {
        return file('amount_mismatch', `paid ${state.paidAmount} for an order of ${order.amount} (minor units)`);
      }
      try {
        await deps.credit(order, CREDITABLE_ONLINE, actor, { gatewayTxId: state.gatewayTxId });
      } catch (err) {
        if (isUniqueViolation(err))
          return file('tx_conflict', `transaction ${state.gatewayTxId} already paid another order`);
        throw err;
      }
      return 'ok';
    }
    if (state.status in CLOSED_BY_GATEWAY) {
      const to = CLOSED_BY_GATEWAY[state.status as keyof typeof CLOSED_BY_GATEWAY];
      const closed = await repo.transaction((tx) =>
        repo.transition(tx, order.id, ['pending'], to, actor, { gatewayStatus: state.status, checkAt: null }),
      );
      if (closed) deps.notices.orderChanged(closed);
      return 'ok';
    }
    await repo.update(order.id, { gatewayStatus: state.status }, 'pending');
    return 'ok';
  }

  return {
    apply,
    /** The reconciler's turn on an open online deposit: ask the gateway and apply its answer. */
    async reconcile(order: OrderRow): Promise<void> {
      if (!deps.gateway) return;
      const attempts = order.checkAttempts + 1;
      await repo.update(
        order.id,
        { checkAt: new Date(Date.now() + checkDelayMs(attempts)), checkAttempts: attempts },
        'pending',
      );
      const answer = await deps.gateway.queryOrder(order.orderNumber);
      if (answer.kind !== 'done') return;
      if (answer.value === undefined) {
        // The create never reached the gateway: nobody can pay this order, so it is closed.
        const failed = await repo.transaction((tx) =>
          repo.transition(
            tx,
            order.id,
            ['pending'],
            'failed',
            { name: 'reconciler' },
            { gatewayStatus: 'not_found', checkAt: null },
          ),
        );
        if (failed) deps.notices.orderChanged(failed);
        return;
      }
      await apply(order, answer.value, { name: 'reconciler' });
    },
  };
}

export type OnlineDeposits = ReturnType<typeof createOnlineDeposits>;
