import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../../lib/loggable-error.js';
import type { CallbacksRepo } from './callbacks-repo.js';
import type { OnlineDeposits } from './online-deposits.js';
import type { OrdersRepo } from './orders-repo.js';
import type { Payouts } from './payouts.js';
import { CALLBACK_WINDOW_SECONDS } from './sandbox-gateway-client.js';

const BATCH = 100;

/**
 * Settles what callbacks did not: every order whose `check_at` has come is asked about at the gateway
 * (an online deposit still pending, a withdrawal being paid). Each order's next check is pushed back
 * before the question, so two sweeps (two nodes) rarely ask twice, and asking twice is harmless.
 */
export function createPaymentsReconciler(deps: {
  repo: OrdersRepo;
  problems: CallbacksRepo;
  deposits: OnlineDeposits;
  payouts: Payouts;
  log: FastifyBaseLogger;
}) {
  return async function reconcileDue(now = new Date()): Promise<number> {
    const due = await deps.repo.due(now, BATCH);
    for (const order of due) {
      try {
        if (order.kind === 'deposit' && order.status === 'pending') await deps.deposits.reconcile(order);
        else if (order.kind === 'withdrawal' && order.status === 'paying') await deps.payouts.reconcile(order);
        else await deps.repo.update(order.id, { checkAt: null });
      } catch (err) {
        deps.log.error({ error: loggableError(err), order: order.orderNumber }, 'payment reconcile failed');
      }
    }
    await deps.problems.forgetNonces(new Date(now.getTime() - 2 * CALLBACK_WINDOW_SECONDS * 1000));
    return due.length;
  };
}
