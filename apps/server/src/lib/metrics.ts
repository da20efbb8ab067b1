import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * One node's metrics: a registry per app (tests build several apps in one process), the process's
 * default metrics, and the counters that events increment. Gauges that read the database or the
 * queue are added by the metrics module and read at scrape time.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({
      name: 'playdeck_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'playdeck_http_request_duration_seconds',
      help: 'HTTP request latency, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    apiErrors: new Counter({
      name: 'playdeck_api_errors_total',
      help: 'Member and operator API replies other than success, by route pattern and API code',
      labelNames: ['route', 'code'] as const,
      registers: [registry],
    }),
    loginFailures: new Counter({
      name: 'playdeck_login_failures_total',
      help: 'Refused logins, by audience (member, operator) and API code',
      labelNames: ['audience', 'code'] as const,
      registers: [registry],
    }),
    ledgerPostings: new Counter({
      name: 'playdeck_ledger_postings_total',
      help: 'Ledger entries written, by kind (one that its transaction then rolls back is counted too)',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    /** A gauge whose value is read when Prometheus scrapes. */
    gauge<L extends string>(
      name: string,
      help: string,
      labelNames: readonly L[],
      collect: (g: Gauge<L>) => Promise<void>,
    ) {
      return new Gauge<L>({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          await collect(this);
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
