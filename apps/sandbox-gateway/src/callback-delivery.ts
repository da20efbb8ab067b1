import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { GatewayDb } from './db.js';
import { gwCallbackDeliveries } from './schema.js';
import { callbackHeaders } from './signing.js';

/** Delivers one callback: POSTs `rawBody` with `headers` to `url` and gives back the merchant's answer. */
export type Notify = (
  url: string,
  headers: Record<string, string>,
  rawBody: string,
) => Promise<{ status: number; body: string }>;

export interface RetryPolicy {
  /** The wait after the first failed attempt; it doubles after each further one. */
  baseMs: number;
  capMs: number;
  /** After this many failed attempts the delivery is given up (state `failed`). */
  maxAttempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 1_000, capMs: 60_000, maxAttempts: 8 };

/** A claimed delivery is not taken again by another poller for this long (a crash mid-call frees it). */
const LEASE_MS = 30_000;
const BATCH = 50;

export const backoffMs = (failedAttempts: number, p: RetryPolicy) =>
  Math.min(p.capMs, p.baseMs * 2 ** Math.max(0, failedAttempts - 1));

/** Claims the deliveries due at `at`, oldest first; `skip locked` keeps two pollers (nodes) apart. */
async function claimDue(db: GatewayDb, at: Date) {
  return db.transaction(async (tx) => {
    const t = gwCallbackDeliveries;
    const due = await tx
      .select()
      .from(t)
      .where(and(eq(t.state, 'pending'), lte(t.nextAttemptAt, at)))
      .orderBy(asc(t.nextAttemptAt), asc(t.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return due;
    const lease = new Date(Math.max(at.getTime(), Date.now()) + LEASE_MS);
    await tx
      .update(t)
      .set({ nextAttemptAt: lease })
      .where(
        inArray(
          t.id,
          due.map((d) => d.id),
        ),
      );
    return due;
  });
}

/**
 * Sends every delivery due at `at` (default now), one after another in due order, so a stale callback
 * queued after a final one also arrives after it. Done only on HTTP 200 with the body exactly `success`;
 * anything else is retried with backoff and given up after `maxAttempts`.
 */
export async function deliverDueCallbacks(
  deps: { db: GatewayDb; secret: string; notify: Notify; retry: RetryPolicy },
  at = new Date(),
): Promise<{ delivered: number; retried: number; gaveUp: number }> {
  const counts = { delivered: 0, retried: 0, gaveUp: 0 };
  const t = gwCallbackDeliveries;
  for (const d of await claimDue(deps.db, at)) {
    let status: number | null = null;
    let error: string | null = null;
    try {
      const answer = await deps.notify(d.notifyUrl, callbackHeaders(deps.secret, d.body), d.body);
      status = answer.status;
      if (answer.status !== 200 || answer.body !== 'success') error = `answered: ${answer.body.slice(0, 100)}`;
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 200);
    }
    const attempts = d.attempts + 1;
    const common = { attempts: sql`${t.attempts} + 1`, lastStatus: status, lastError: error };
    if (error === null) {
      counts.delivered++;
      await deps.db
        .update(t)
        .set({ ...common, state: 'delivered', deliveredAt: new Date() })
        .where(eq(t.id, d.id));
    } else if (attempts >= deps.retry.maxAttempts) {
      counts.gaveUp++;
      await deps.db
        .update(t)
        .set({ ...common, state: 'failed' })
        .where(eq(t.id, d.id));
    } else {
      counts.retried++;
      const next = new Date(Date.now() + backoffMs(attempts, deps.retry));
      await deps.db
        .update(t)
        .set({ ...common, nextAttemptAt: next })
        .where(eq(t.id, d.id));
    }
  }
  return counts;
}
