import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { DEFAULT_MIGRATIONS_TABLE, migrationsApplied } from '../../db/migrations-applied.js';

/**
 * Read-only: are the repository's migrations applied to this database? The same check a start uses to
 * skip the migrator, read each time (a small file, a one-row query): a restored older backup shows at once.
 */
export function createMigrationsCheck(db: Db, migrationsDir: string) {
  const query = (text: string) => db.execute(sql.raw(text)) as unknown as Promise<{ rows: unknown[] }>;
  return (): Promise<boolean> => migrationsApplied(migrationsDir, DEFAULT_MIGRATIONS_TABLE, query);
}
