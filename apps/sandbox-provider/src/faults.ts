/** Fault injection, so the operator's transfer code meets what real providers do. */
export interface Faults {
  /** Every call waits a random time in this range (ms). */
  latencyMs: [number, number];
  /** Share of transfer calls that fail (HTTP 503) without applying. */
  errorRate: number;
  /** Share of transfer calls that apply, then answer only after `hangMs` (the caller times out). */
  timeoutAfterApplyRate: number;
  hangMs: number;
}

export const NO_FAULTS: Faults = { latencyMs: [0, 0], errorRate: 0, timeoutAfterApplyRate: 0, hangMs: 0 };

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function randomLatency(f: Faults): number {
  const [min, max] = f.latencyMs;
  return min + Math.random() * Math.max(0, max - min);
}

/** Reads SANDBOX_LATENCY_MS ("20-120"), SANDBOX_ERROR_RATE, SANDBOX_TIMEOUT_RATE, SANDBOX_HANG_MS. */
export function faultsFromEnv(env: NodeJS.ProcessEnv): Faults {
  const [min = 0, max = min] = (env.SANDBOX_LATENCY_MS ?? '0').split('-').map(Number);
  const rate = (v: string | undefined) => Math.min(1, Math.max(0, Number(v ?? 0) || 0));
  return {
    latencyMs: [min, max],
    errorRate: rate(env.SANDBOX_ERROR_RATE),
    timeoutAfterApplyRate: rate(env.SANDBOX_TIMEOUT_RATE),
    hangMs: Number(env.SANDBOX_HANG_MS ?? 15_000) || 15_000,
  };
}
