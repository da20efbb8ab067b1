import pg from 'pg';

/**
 * How long a query waits for a connection (a free one of the pool, or a new one to the server). A database
 * that is down refuses a new connection at once (a 503 then); this bound is for one that hangs, so a
 * request fails with a 503 within the balancer's own timeout instead of waiting for ever. It is long
 * because the same wait covers a burst queueing for the pool's ten connections: at 5 s, a thousand
 * parallel red-envelope claims on a loaded 2-core machine had some refused before their turn came.
 */
export const CONNECT_TIMEOUT_MS = 30_000;

const ignore = () => undefined;

/**
 * Every PostgreSQL pool of the server (the app's and the job queue's) is opened here. A connection the
 * server drops (a restart, a failover, a proxy closing it) makes its client emit 'error'; a client with
 * no listener for it ends the process. The pool listens on its idle clients only, not on those checked
 * out (a transaction's, the start-up lock's), so each client gets its own listener when it connects. The
 * failure itself reaches whoever awaits the client's query; the pool discards the broken client.
 */
export function openPgPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection silently cut (a proxy or a failed-over host) is found by TCP keepalive, not left hanging.
    keepAlive: true,
  });
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  type Callback = (...args: never[]) => void;
  const connect = pool.connect.bind(pool) as (callback?: Callback) => Promise<pg.PoolClient> | undefined;
  // The promise form is the checkout of a transaction or a lock (the callback form is the pool's own query).
  pool.connect = ((callback?: Callback) =>
    callback ? connect(callback) : connect()!.then(releasedOnError)) as typeof pool.connect;
  return pool;
}

/**
 * A checked-out client whose connection fails goes back to the pool at once, which discards it; its
 * holder's own release, if it comes, does nothing more. Drizzle's transaction does not release its client
 * when BEGIN fails (it sends BEGIN before its try): without this, each connection cut at that moment
 * stayed checked out for good, until the pool had none left to give.
 */
function releasedOnError(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const once = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', once);
    release(err);
  };
  client.once('error', once);
  client.release = once;
  return client;
}
