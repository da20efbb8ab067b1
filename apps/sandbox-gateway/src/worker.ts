import type { Notify, RetryPolicy } from './callback-delivery.js';
import { DEFAULT_RETRY, deliverDueCallbacks } from './callback-delivery.js';
import type { GatewayDb } from './db.js';
import type { GatewayFaults } from './faults.js';
import { NO_GATEWAY_FAULTS } from './faults.js';
import { createOrders } from './orders.js';
import { createPayouts } from './payouts.js';

export interface GatewayWorkerOptions {
  db: GatewayDb;
  /** Signs the callbacks. */
  secret: string;
  notify: Notify;
  faults?: GatewayFaults;
  retry?: Partial<RetryPolicy>;
}

/**
 * The gateway's clock-driven work: expiring unpaid orders, settling due payouts and delivering due
 * callbacks. `runOnce(at)` does one pass as if the time were `at` (default now), which lets tests
 * deliver late and retried callbacks at once instead of sleeping; `start` runs a pass every `everyMs`.
 */
export function createGatewayWorker(opts: GatewayWorkerOptions) {
  const faults = () => opts.faults ?? NO_GATEWAY_FAULTS;
  const orders = createOrders(opts.db, faults);
  const payouts = createPayouts(opts.db, faults);
  const retry = { ...DEFAULT_RETRY, ...opts.retry };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function runOnce(at = new Date()) {
    const expired = await orders.expireDue(at);
    const settled = await payouts.settleDue(at);
    // Never earlier than now, so the callbacks of what this very pass settled go out in it too.
    const deliverAt = new Date(Math.max(at.getTime(), Date.now()));
    const callbacks = await deliverDueCallbacks(
      { db: opts.db, secret: opts.secret, notify: opts.notify, retry },
      deliverAt,
    );
    return { expired, settled, ...callbacks };
  }

  return {
    runOnce,
    start(everyMs: number, onError: (err: unknown) => void = () => undefined) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return; // a slow pass (a hanging merchant) is never overlapped by the next
        running = runOnce()
          .catch(onError)
          .finally(() => (running = undefined));
      }, everyMs);
      timer.unref();
    },
    /** Stops the timer and waits for a pass under way, so the database can be closed after it. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type GatewayWorker = ReturnType<typeof createGatewayWorker>;
