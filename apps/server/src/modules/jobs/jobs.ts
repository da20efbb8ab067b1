import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { openPgPool } from '../../db/pg-pool.js';
import { loggableError } from '../../lib/loggable-error.js';
import { currentRequestId, withRequestId } from '../../lib/request-id.js';
import { pgliteBossAdapter } from './pglite-adapter.js';

/** pg-boss's SQL texts (CommonJS, untyped): the wrapper below recognises the two commands it never awaits. */
const bossPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<
  'completeJobs' | 'failJobsById',
  (schema: string) => string
>;

/** The field of a job's data that carries the id of the request that queued it (stripped before the handler). */
const TRACE_FIELD = '_requestId';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface Jobs {
  /**
   * Runs `handler` for every job of `name`, on whichever node takes it first (each job once). A job still
   * running after `expireSeconds` (default EXPIRE_SECONDS) counts as lost with its node and is run again
   * on another: give the queue comfortably more than its longest real run.
   */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: { expireSeconds?: number }): Promise<void>;
  /**
   * Queues a job. With `key`, the job's id is derived from it, so sending the same key again (from any
   * node, at any time) adds nothing: exactly one job per key. It runs at `startAfter`, or `delayMs`
   * from now (measured on the database's clock).
   */
  send<T extends object>(
    name: string,
    data: T,
    options?: { key?: string; startAfter?: Date; delayMs?: number },
  ): Promise<string | null>;
  /**
   * Runs `name` once every `seconds` across all nodes. (pg-boss's own cron sends at most one job a
   * minute, so short periods are ticks of every node, collapsed into one job by a key per period.)
   */
  every(name: string, seconds: number): Promise<void>;
  /** Jobs waiting (created, retry), running (active) and failed (until pg-boss archives them), by queue. */
  stats(): Promise<{ queue: string; state: string; count: number }[]>;
  stop(): Promise<void>;
}

/**
 * The one job interface (DESIGN: jobs), run by pg-boss on whichever database is in use: its own pool on
 * PostgreSQL, the shared embedded client on PGlite.
 */
export async function startJobs(
  database: Database,
  log?: FastifyBaseLogger,
  {
    pollSeconds = POLL_SECONDS,
    maintenanceSeconds = MAINTENANCE_SECONDS,
    stopGraceSeconds = STOP_GRACE_SECONDS,
  }: { pollSeconds?: number; maintenanceSeconds?: number; stopGraceSeconds?: number } = {},
): Promise<Jobs> {
  const common = {
    schema: 'pgboss',
    pollingIntervalSeconds: pollSeconds,
    // A job left active by a killed node is failed (and retried) once its expiry has passed, at the next
    // maintenance run: both short, so the job runs again within minutes rather than pg-boss's 15 + 2.
    expireInSeconds: EXPIRE_SECONDS,
    maintenanceIntervalSeconds: maintenanceSeconds,
    // No cron: periodic jobs are `every()` ticks (pg-boss cron fires at most once a minute).
    schedule: false,
  };
  // On PostgreSQL its own small pool, opened like the app's (a dropped connection does not end the process).
  const pool = database.kind === 'postgres' ? openPgPool(database.url as string, 3) : undefined;
  const db = pool
    ? { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) }
    : pgliteBossAdapter(database.pglite!);
  const boss = new PgBoss({ db: settlingNeverRejects(db, common.schema, log) as never, ...common });
  boss.on('error', () => undefined); // transient polling errors are retried by pg-boss itself
  await boss.start();
  const created = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  const localWorkers = new Map<string, string[]>();
  // A job queued on this node wakes this node's worker for its queue when it is due, so polling (which
  // costs an idle server CPU on every queue) only has to catch jobs queued by other nodes.
  const wake = (name: string, inMs: number) => {
    const notify = () => {
      for (const id of localWorkers.get(name) ?? []) boss.notifyWorker(id);
    };
    if (inMs <= 0) return notify();
    if (inMs <= WAKE_AHEAD_MS) setTimeout(notify, inMs + CLOCK_MARGIN_MS).unref();
  };
  let ddl: Promise<unknown> = Promise.resolve();
  // Creating a queue is DDL: one at a time on this node, and retried when another node's DDL deadlocks it.
  const ensureQueue = (name: string): Promise<void> => {
    let ready = created.get(name);
    if (!ready) {
      ready = ddl.then(() => withDeadlockRetry(() => boss.createQueue(name)));
      ddl = ready.catch(() => undefined);
      created.set(name, ready);
      ready.catch(() => created.delete(name));
    }
    return ready;
  };
  return {
    async work(name, handler, { expireSeconds } = {}) {
      await ensureQueue(name);
      // The queue's own expiry, whichever node sends its jobs (a job keeps the one it was sent with).
      if (expireSeconds) await boss.updateQueue(name, { name, expireInSeconds: expireSeconds });
      const id = await boss.work(name, { pollingIntervalSeconds: pollSeconds }, async (jobs) => {
        for (const job of jobs) {
          const { [TRACE_FIELD]: queuedBy, ...data } = job.data as Record<string, unknown>;
          // A job runs as part of the request that queued it (a periodic one under its own id).
          const requestId = typeof queuedBy === 'string' ? queuedBy : `job:${job.id}`;
          await withRequestId(requestId, async () => {
            try {
              await handler(data as never);
            } catch (error) {
              log?.warn({ job: name, jobId: job.id, error: loggableError(error) }, 'job failed');
              throw error;
            }
          });
        }
      });
      localWorkers.set(name, [...(localWorkers.get(name) ?? []), id]);
    },
    send,
    async every(name, seconds) {
      await ensureQueue(name);
      const tick = () => {
        const period = Math.floor(Date.now() / 1000 / seconds);
        send(name, { period }, { key: `every:${period}` }).catch(() => undefined); // the next tick tries again
      };
      tick();
      timers.push(setInterval(tick, Math.min(seconds * 1000, 5_000)));
    },
    async stats() {
      const { rows } = await boss.getDb().executeSql(STATS_SQL, []);
      // Every queue this node uses, each state, even at 0: an alert on a series needs the series.
      const counts = new Map<string, number>();
      for (const queue of created.keys()) for (const state of STATS_STATES) counts.set(`${queue}\t${state}`, 0);
      for (const r of rows as { name: string; state: string; count: number }[]) {
        counts.set(`${r.name}\t${r.state}`, Number(r.count));
      }
      return [...counts].map(([key, count]) => {
        const [queue = '', state = ''] = key.split('\t');
        return { queue, state, count };
      });
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: stopGraceSeconds * 1000 });
      await pool?.end();
    },
  };

  async function send<T extends object>(
    name: string,
    data: T,
    { key, startAfter, delayMs }: { key?: string; startAfter?: Date; delayMs?: number } = {},
  ) {
    await ensureQueue(name);
    // pg-boss reads a number as whole seconds from now, on the database's clock.
    const delaySeconds = delayMs ? Math.max(1, Math.ceil(delayMs / 1000)) : undefined;
    const after = startAfter ?? delaySeconds;
    const requestId = currentRequestId();
    const id = await boss.send(name, requestId ? { ...data, [TRACE_FIELD]: requestId } : data, {
      ...(key ? { id: keyToUuid(`${name}:${key}`) } : {}),
      ...(after ? { startAfter: after } : {}),
    });
    if (id) wake(name, startAfter ? startAfter.getTime() - Date.now() : (delaySeconds ?? 0) * 1000);
    return id;
  }
}

/**
 * How often each queue asks the database for due jobs. Jobs queued on this node are started at once
 * (or when due) without waiting for it; the poll finds those queued by other nodes, and delayed jobs
 * due further ahead than WAKE_AHEAD_MS.
 */
const POLL_SECONDS = 2;
/** The longest a job may run before it counts as lost with its node, unless its queue says otherwise. */
const EXPIRE_SECONDS = 5 * 60;
/** How often a node looks for expired jobs (one node at a time does it, across the cluster). */
const MAINTENANCE_SECONDS = 30;
const WAKE_AHEAD_MS = 10 * 60_000;
/** How long a stop waits for running handlers before closing without them (pg-boss waits at least 1 s). */
const STOP_GRACE_SECONDS = 5;
/** Due on the database's clock, woken on this node's: a little late rather than a fetch that finds nothing. */
const CLOCK_MARGIN_MS = 100;

const STATS_STATES = ['created', 'retry', 'active', 'failed'] as const;
const STATS_SQL = `select name, state::text as state, count(*)::int as count from pgboss.job
  where state in ('created', 'retry', 'active', 'failed') group by name, state`;

/**
 * pg-boss settles a finished job (complete, or fail when the handler threw) without awaiting it. If the
 * database drops the connection then, or the node has stopped and closed its pool while a handler ran on
 * past the stop's grace, that rejection has nobody listening and would end the process. So those two
 * commands never reject: the failure is logged and the job stays active, to expire and run again like a
 * killed node's. Every other command's error reaches pg-boss, which awaits it.
 */
function settlingNeverRejects(
  db: { executeSql(text: string, values?: unknown[]): Promise<unknown> },
  schema: string,
  log?: FastifyBaseLogger,
) {
  const settling = new Set<string>([bossPlans.completeJobs(schema), bossPlans.failJobsById(schema)]);
  return {
    executeSql(text: string, values?: unknown[]): Promise<unknown> {
      const result = db.executeSql(text, values);
      if (!settling.has(text)) return result;
      return result.catch((error: unknown) => {
        log?.warn({ error: loggableError(error) }, 'job not settled; it runs again after its expiry');
        return undefined; // pg-boss reads no result as "no job affected"
      });
    },
  };
}

/** A stable UUID (version 8, from SHA-256) for a job key. */
export function keyToUuid(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

async function withDeadlockRetry(work: () => Promise<void>, attempts = 5): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (i >= attempts || (code !== '40P01' && code !== '23505')) throw err;
      await new Promise((r) => setTimeout(r, 50 * i + Math.random() * 100));
    }
  }
}
