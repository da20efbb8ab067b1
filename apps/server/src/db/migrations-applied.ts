import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the migrator records what it applied (its defaults; a component may pass its own table). */
export const MIGRATIONS_SCHEMA = 'drizzle';
export const DEFAULT_MIGRATIONS_TABLE = '__drizzle_migrations';

type Query = (text: string) => Promise<{ rows: unknown[] }>;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Whether the newest migration of `folder` is already recorded in `table`. The migrator applies every
 * migration newer than the last one recorded, so when the journal's newest timestamp is recorded there is
 * nothing to do; this reads one small JSON file instead of reading and hashing every SQL file on each
 * start.
 */
export async function migrationsApplied(folder: string, table: string, query: Query): Promise<boolean> {
  const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const qualified = `${quoteIdent(MIGRATIONS_SCHEMA)}.${quoteIdent(table)}`;
  const exists = await query(`select to_regclass('${qualified.replaceAll("'", "''")}') is not null as present`);
  if (!(exists.rows[0] as { present: boolean }).present) return false;
  const recorded = await query(`select max(created_at)::text as last from ${qualified}`);
  const last = (recorded.rows[0] as { last: string | null }).last;
  return last !== null && Number(last) >= newest;
}
