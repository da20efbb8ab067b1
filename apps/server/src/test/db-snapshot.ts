import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** Row count and a digest of every row, per table. */
export type DbSnapshot = Record<string, { rows: number; md5: string }>;

interface Rows<T> {
  rows: T[];
}

/** Written by timer jobs, whatever the requests (the dashboard's rollup of finished days). */
const JOB_TABLES = ['daily_figures'];

/**
 * Every table of the public schema: ours and the embedded sandbox provider's (sbx_*). Outside it are
 * pg-boss's queue (schema pgboss: its maintenance runs on a timer, whatever the requests) and drizzle's
 * migration records (schema drizzle), neither of which a request writes.
 */
async function publicTables(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in (${sql.join(
      JOB_TABLES.map((t) => sql`${t}`),
      sql`, `,
    )}) order by table_name`)) as unknown as Rows<{
    name: string;
  }>;
  return result.rows.map((r) => r.name);
}

/** One statement for all tables, rows ordered by their text so the digest does not depend on storage order. */
export async function snapshotDb(db: Db, ignore: string[] = []): Promise<DbSnapshot> {
  const tables = (await publicTables(db)).filter((name) => !ignore.includes(name));
  const selects = tables.map(
    (name) =>
      `select '${name}' as name, count(*)::int as rows, ` +
      `md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from public."${name}" t`,
  );
  const result = (await db.execute(sql.raw(selects.join(' union all ')))) as unknown as Rows<{
    name: string;
    rows: number;
    md5: string;
  }>;
  return Object.fromEntries(result.rows.map((r) => [r.name, { rows: Number(r.rows), md5: r.md5 }]));
}
