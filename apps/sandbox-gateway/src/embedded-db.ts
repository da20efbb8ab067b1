import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { GatewayDb } from './db.js';
import { GATEWAY_MIGRATIONS_TABLE } from './db.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same on every node that migrates this database.
const MIGRATION_LOCK_KEY = 7_201_733;

/**
 * The gateway on its own database (stand-alone runs and tests): PostgreSQL when a URL is given, else
 * embedded PGlite in `dataDir` ('memory://' keeps it in memory). Migrated before it is returned.
 */
export async function openGatewayDb(
  opts: { url?: string; dataDir?: string } = {},
): Promise<{ db: GatewayDb; close: () => Promise<void> }> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    pool.on('error', () => undefined); // an idle client's error must not crash the process; queries report it
    // The pool listens on idle clients only: a checked-out client whose connection drops must not end it either.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const conn = await pool.connect();
    try {
      await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(conn), { migrationsFolder: MIGRATIONS_DIR, migrationsTable: GATEWAY_MIGRATIONS_TABLE });
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      conn.release();
    }
    return { db: drizzlePg(pool) as unknown as GatewayDb, close: () => pool.end() };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR, migrationsTable: GATEWAY_MIGRATIONS_TABLE });
  return { db: db as unknown as GatewayDb, close: () => client.close() };
}
