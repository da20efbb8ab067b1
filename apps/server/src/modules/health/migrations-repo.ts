import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Read-only: are the repository's migrations applied to this database? drizzle's migrator records each
 * applied migration in drizzle.__drizzle_migrations with the journal entry's `when` as created_at, and
 * applies whatever is newer than the newest record, so the newest record must reach the journal's last.
 */
export function createMigrationsCheck(db: Db, migrationsDir: string) {
  return async (): Promise<boolean> => {
    // Read each time (a small file, a one-row query): a restored older backup shows up at once.
    const journal = JSON.parse(await readFile(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const last = Math.max(0, ...journal.entries.map((e) => e.when));
    const result = (await db.execute(sql`
      select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { newest: string }[];
    };
    return Number(result.rows[0]?.newest ?? 0) >= last;
  };
}
