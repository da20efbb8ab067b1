export const RECONCILE_JOB = 'games.reconcile-transfer';
export const RECONCILE_SWEEP_JOB = 'games.reconcile-sweep';
/** The sweep settles what the per-transfer jobs did not (a job lost with its node, say). */
export const RECONCILE_SWEEP_SECONDS = 30;

/** The n-th retry of an unknown outcome waits 2 s, 4 s, 8 s ... at most a minute. */
export const reconcileDelayMs = (attempts: number) => Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
