import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { DEFAULT_MIGRATIONS_TABLE, migrationsApplied } from './migrations-applied.js';
import { openPgPool } from './pg-pool.js';
import { extractTar } from './tar.js';

/**
 * Drizzle without its relational query API (`db.query.*`): given the schema, it would build a query builder
 * for every table each time a transaction starts, about 4% of a busy wallet's CPU (0056).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client, for the few tools that speak SQL text (the job queue's adapter). */
  pglite?: PGlite;
  /** The PostgreSQL URL, for tools that open their own pool. */
  url?: string;
  /**
   * Applies pending SQL migrations; safe to call from several nodes at once. A separate `table` keeps
   * another component's record (the embedded sandbox provider's) apart from ours.
   */
  migrate(migrationsFolder: string, table?: string): Promise<void>;
  /**
   * Runs `work` while holding the cluster-wide start-up lock, so one node at a time does it (the demo
   * seed). PGlite belongs to one process and runs it as is.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Connections of the pool: open, in use, and queries waiting for one. PGlite is one embedded connection
   * with no pool to observe: it reports its size only.
   */
  poolStats(): { total: number; inUse?: number; waiting?: number };
  close(): Promise<void>;
}

// Any constant works; it only has to be the same on every node.
const START_LOCK_KEY = 7_201_311;

/**
 * PostgreSQL when a URL is given, else embedded PGlite in `dataDir` ('memory://' keeps it in memory).
 * PGlite may start from `snapshot`, a dumped data directory (`dumpDataDir`, a tar, gzipped or not), instead of an empty one;
 * a directory on disk that holds a database already ignores it.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  snapshot?: Blob | Uint8Array;
}): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.dataDir, opts.snapshot);
}

/**
 * PGlite zero-fills its shared buffers at every start, in WASM: the default 128 MB costs about 0.35 s of a
 * warm start. One process on a demo-sized database reads through the OS page cache anyway, so 32 MB is
 * plenty.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

const gunzipAsync = promisify(gunzip);
const isGzip = (data: Uint8Array) => data[0] === 0x1f && data[1] === 0x8b;

async function openPglite(dataDir: string, snapshot?: Blob | Uint8Array): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // A second process on the directory (a command beside the server) would lose writes: it is refused.
  const release = inMemory ? () => undefined : lockDataDir(dataDir);
  const client = await (async () => {
    // On disk, the snapshot is unpacked before PGlite opens the directory: its loadDataDir writes file by
    // file through its emulated file system, several times slower (0043).
    if (snapshot && !inMemory && !existsSync(join(dataDir, 'PG_VERSION'))) {
      const archive = snapshot instanceof Blob ? new Uint8Array(await snapshot.arrayBuffer()) : snapshot;
      await extractTar(isGzip(archive) ? await gunzipAsync(archive) : archive, dataDir, ['PG_VERSION']);
    }
    const loadDataDir = snapshot && inMemory ? (snapshot instanceof Blob ? snapshot : new Blob([snapshot])) : undefined;
    return PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS, ...(loadDataDir ? { loadDataDir } : {}) });
  })().catch((err: unknown) => {
    release();
    throw err;
  });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    // One process owns a PGlite directory, so no cross-node lock is needed.
    migrate: async (folder, table = DEFAULT_MIGRATIONS_TABLE) => {
      if (await migrationsApplied(folder, table, (text) => client.query(text))) return;
      await migratePglite(db as never, { migrationsFolder: folder, migrationsTable: table });
    },
    exclusively: (work) => work(),
    ping: async () => void (await client.query('select 1')),
    poolStats: () => ({ total: 1 }),
    close: async () => {
      if (!client.closed) await client.close();
      release();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = openPgPool(url, 10);
  const db = drizzlePg(pool) as unknown as Db;
  // A session-level advisory lock lives on one connection: held there while `work` runs on any.
  const exclusively = async <T>(work: (conn: pg.PoolClient) => Promise<T>): Promise<T> => {
    const conn = await pool.connect();
    try {
      await conn.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
      return await work(conn);
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]).catch(() => undefined);
      conn.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    url,
    migrate: async (folder, table = DEFAULT_MIGRATIONS_TABLE) => {
      // Migrations only ever move forward, so an up-to-date database needs no lock (the usual restart).
      if (await migrationsApplied(folder, table, (text) => pool.query(text))) return;
      await exclusively((conn) => migratePg(drizzlePg(conn), { migrationsFolder: folder, migrationsTable: table }));
    },
    exclusively: (work) => exclusively(() => work()),
    ping: async () => void (await pool.query('select 1')),
    poolStats: () => ({ total: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/** A transaction (or the database itself) to write through. */
export type Tx = Pick<Db, 'insert' | 'update' | 'select' | 'delete' | 'execute'>;

/** Runs `work` in one transaction: every write given the `tx` commits or rolls back with the others. */
export const inTransaction = <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Tx));

/** Postgres (and PGlite) report a unique violation as 23505, sometimes wrapped by drizzle. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
