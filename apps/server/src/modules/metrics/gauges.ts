import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Metrics } from '../../lib/metrics.js';
import type { Jobs } from '../jobs/index.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { MetricsRepo } from './repo.js';

export interface GaugeSources {
  database: Database;
  jobs: Jobs;
  realtime: RealtimeHub;
  repo: MetricsRepo;
  log: FastifyBaseLogger;
}

/**
 * Values read when Prometheus scrapes, not counted at every call site: pool, queue, sockets, and the
 * money that waits (transfers to reconcile, payments not settled). A read that fails leaves its gauge
 * empty for that scrape and logs why; the other gauges still answer.
 */
export function registerGauges(metrics: Metrics, s: GaugeSources): void {
  const kind = s.database.kind;
  const guarded = async (what: string, read: () => Promise<void>) => {
    try {
      await read();
    } catch (error) {
      s.log.warn({ gauge: what, message: (error as Error).message }, 'metrics: gauge unavailable');
    }
  };

  metrics.gauge('playdeck_db_pool_connections', 'Database connections open', ['database'], async (g) => {
    g.set({ database: kind }, s.database.poolStats().total);
  });
  metrics.gauge(
    'playdeck_db_pool_in_use',
    'Database connections running a query (PostgreSQL)',
    ['database'],
    async (g) => {
      const { inUse } = s.database.poolStats();
      if (inUse !== undefined) g.set({ database: kind }, inUse);
    },
  );
  metrics.gauge(
    'playdeck_db_pool_waiting',
    'Queries waiting for a free connection (PostgreSQL)',
    ['database'],
    async (g) => {
      const { waiting } = s.database.poolStats();
      if (waiting !== undefined) g.set({ database: kind }, waiting);
    },
  );

  metrics.gauge('playdeck_jobs', 'Jobs by queue and state (created, retry, active, failed)', ['queue', 'state'], (g) =>
    guarded('jobs', async () => {
      const rows = await s.jobs.stats();
      g.reset();
      for (const r of rows) g.set({ queue: r.queue, state: r.state }, r.count);
    }),
  );

  metrics.gauge('playdeck_realtime_sockets', 'Socket.IO sockets connected to this node', [], async (g) => {
    g.set(s.realtime.connectedSockets());
  });

  // Two gauges from one query: the scrape reads them concurrently, so they share one read.
  const pendingTransfers = sharedRead(() => s.repo.pendingTransfers());
  metrics.gauge('playdeck_game_transfers_pending', 'Game transfers waiting for reconciliation', [], (g) =>
    guarded('game_transfers', async () => g.set((await pendingTransfers()).count)),
  );
  metrics.gauge(
    'playdeck_game_transfers_pending_oldest_seconds',
    'Age of the oldest game transfer waiting for reconciliation (0 when none)',
    [],
    (g) => guarded('game_transfers', async () => g.set((await pendingTransfers()).oldestSeconds)),
  );

  metrics.gauge(
    'playdeck_payments_pending',
    'Deposits and withdrawals not settled, by kind and state',
    ['kind', 'status'],
    (g) =>
      guarded('payments', async () => {
        const rows = await s.repo.pendingPayments();
        g.reset();
        for (const kindName of ['deposit', 'withdrawal']) g.set({ kind: kindName, status: 'pending' }, 0);
        for (const r of rows) g.set({ kind: r.kind, status: r.status }, r.count);
      }),
  );
}

/** One read for the callers that ask while it runs (the gauges of one scrape), a fresh one after. */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => (running ??= read().finally(() => (running = undefined)));
}
