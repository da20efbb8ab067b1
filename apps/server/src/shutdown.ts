import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown on SIGTERM (and SIGINT): the node reports draining (/readyz 503), drops its
 * sockets so their clients reconnect to another node, stops accepting connections, lets requests in
 * flight finish, stops the job workers (running jobs finish or go back to the queue), then closes the
 * hub, Redis and the database. Past `timeoutMs` it cuts what is left and exits 1.
 */
export function closeOnSignals(app: FastifyInstance, opts: { timeoutMs: number; exit?: (code: number) => void }): void {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs: opts.timeoutMs }, 'shutting down: draining');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: opts.timeoutMs }, 'shutdown deadline passed: closing the connections left');
      app.server.closeAllConnections();
      exit(1);
    }, opts.timeoutMs);
    deadline.unref();
    try {
      await app.close();
      clearTimeout(deadline);
      app.log.info('shut down');
      exit(0);
    } catch (error) {
      app.log.error({ message: (error as Error).message }, 'shutdown failed');
      exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal));
}
