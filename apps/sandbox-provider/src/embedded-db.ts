import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { ProviderDb } from './wallet.js';

/** The provider keeps its own migrations record, apart from the operator's, when both share a database. */
export const SANDBOX_MIGRATIONS_TABLE = '__sandbox_migrations';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** The provider on its own embedded database (standalone runs and tests). */
export async function openProviderDb(dataDir = 'memory://'): Promise<{ db: ProviderDb; close: () => Promise<void> }> {
  const client = await PGlite.create(dataDir);
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR, migrationsTable: SANDBOX_MIGRATIONS_TABLE });
  return { db: db as unknown as ProviderDb, close: () => client.close() };
}
