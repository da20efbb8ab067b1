export const PAYMENTS_RECONCILE_JOB = 'payments.reconcile';
/** Every order whose outcome is open is looked at by a sweep this often (once across nodes). */
export const PAYMENTS_RECONCILE_SECONDS = 10;

/**
 * When to ask the gateway again about an open order after `attempts` checks: 30 s, 1 min, 2 min ...
 * at most 15 minutes (an unpaid order expires at the gateway after 15 minutes and is then final).
 */
export const checkDelayMs = (attempts: number) => Math.min(15 * 60_000, 30_000 * 2 ** Math.max(0, attempts));
