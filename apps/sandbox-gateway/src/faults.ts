/**
 * Fault injection, so the site's deposit and withdrawal code meets what real gateways do: slow and
 * failing calls, calls that applied but never answered, and callbacks that come twice, late, out of
 * order or never. The object is read at every use, so tests (and a console) may change it live.
 */
export interface GatewayFaults {
  /** Every merchant API call and page waits a random time in this range (ms). */
  latencyMs: [number, number];
  /** Share of merchant API calls that answer 503 without applying anything. */
  errorRate: number;
  /** Share of creates (orders, payouts) that apply, then answer only after `hangMs`: an unknown outcome. */
  timeoutAfterApplyRate: number;
  hangMs: number;
  /** Share of callbacks sent a second time (a separate delivery with the same body). */
  duplicateCallbackRate: number;
  /** Each callback's first attempt waits a random time in this range (ms). */
  lateCallbackMs: [number, number];
  /** Share of callbacks never sent at all: only the query tells the outcome. */
  lostCallbackRate: number;
  /** Share of callbacks followed by a stale one ("processing" after "paid"), delivered after it. */
  outOfOrderCallbackRate: number;
  /** Share of payouts the bank refuses. */
  payoutFailRate: number;
  /** A payout settles this long after it was asked for (ms). */
  payoutDelayMs: [number, number];
}

export const NO_GATEWAY_FAULTS: GatewayFaults = {
  latencyMs: [0, 0],
  errorRate: 0,
  timeoutAfterApplyRate: 0,
  hangMs: 0,
  duplicateCallbackRate: 0,
  lateCallbackMs: [0, 0],
  lostCallbackRate: 0,
  outOfOrderCallbackRate: 0,
  payoutFailRate: 0,
  payoutDelayMs: [0, 0],
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A random whole number of ms in [min, max]. */
export function randomIn([min, max]: [number, number]): number {
  return Math.round(min + Math.random() * Math.max(0, max - min));
}

/** True with probability `rate` (0 never, 1 always). */
export const chance = (rate: number) => rate > 0 && Math.random() < rate;

const range = (v: string | undefined, fallback: [number, number]): [number, number] => {
  if (!v) return fallback;
  const [min = 0, max = min] = v.split('-').map((n) => Math.max(0, Number(n) || 0));
  return [min, Math.max(min, max)];
};
const rate = (v: string | undefined) => Math.min(1, Math.max(0, Number(v ?? 0) || 0));

/**
 * Reads GATEWAY_SANDBOX_LATENCY_MS ("20-120"), _ERROR_RATE, _TIMEOUT_RATE, _HANG_MS, _DUPLICATE_RATE,
 * _LATE_CALLBACK_MS ("0-5000"), _LOST_CALLBACK_RATE, _OUT_OF_ORDER_RATE, _PAYOUT_FAIL_RATE and
 * _PAYOUT_DELAY_MS ("2000-10000"); unset means no fault, except the payout delay (2-10 s, as banks take).
 */
export function gatewayFaultsFromEnv(env: NodeJS.ProcessEnv): GatewayFaults {
  const p = 'GATEWAY_SANDBOX_';
  return {
    latencyMs: range(env[`${p}LATENCY_MS`], [0, 0]),
    errorRate: rate(env[`${p}ERROR_RATE`]),
    timeoutAfterApplyRate: rate(env[`${p}TIMEOUT_RATE`]),
    hangMs: Number(env[`${p}HANG_MS`] ?? 15_000) || 15_000,
    duplicateCallbackRate: rate(env[`${p}DUPLICATE_RATE`]),
    lateCallbackMs: range(env[`${p}LATE_CALLBACK_MS`], [0, 0]),
    lostCallbackRate: rate(env[`${p}LOST_CALLBACK_RATE`]),
    outOfOrderCallbackRate: rate(env[`${p}OUT_OF_ORDER_RATE`]),
    payoutFailRate: rate(env[`${p}PAYOUT_FAIL_RATE`]),
    payoutDelayMs: range(env[`${p}PAYOUT_DELAY_MS`], [2_000, 10_000]),
  };
}
