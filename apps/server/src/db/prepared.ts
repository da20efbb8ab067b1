import { getTableColumns } from 'drizzle-orm';
import type { Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.js';

/** What both drivers' clients take: node-postgres a named query config, PGlite text and values. */
interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteClient {
  exec(text: string): Promise<unknown>;
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The connection drizzle runs `q` on: the pool, a transaction's checked-out client, or PGlite's. */
const clientOf = (q: Tx | Db): PgClient | PgliteClient => {
  const client = (q as unknown as { session?: { client?: PgClient | PgliteClient } }).session?.client;
  if (!client) throw new Error('no database client behind this handle');
  return client;
};

/**
 * A statement of a hot path (every bet, win and posting), written once and sent by name: PostgreSQL parses and
 * plans it once per connection, and no query builder assembles its text per call. Drizzle's builder costs
 * about as much CPU as the round trip itself (0056). Its rows come as the driver reads them: a bigint column
 * may arrive as a string, a number or a bigint, so callers convert (`BigInt(x)`, `Number(x)`). List the
 * columns (never `*`): a prepared statement whose result's shape changes under it (a column added by a
 * rolling upgrade's migration) fails until the connection is replaced.
 */
export function preparedStatement<Row>(name: string, text: string) {
  return async (q: Tx | Db, values: unknown[]): Promise<Row[]> => {
    const client = clientOf(q);
    // PGlite is one embedded connection: it parses each time, at no network cost.
    const result = 'exec' in client ? await client.query(text, values) : await client.query({ name, text, values });
    return result.rows as Row[];
  };
}

/**
 * A table's columns for a prepared statement's select list (`list`, quoted, in the table's order; with `alias`,
 * the table's alias in the statement, each named `alias.column`), and `row`,
 * which reads a raw row into drizzle's typed row with the columns' own mappers (a bigint column in `number` mode
 * becomes a number, a timestamp a Date, jsonb an object), as drizzle's select would.
 */
export function columnsOf<T extends PgTable>(table: T, alias?: string) {
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  // With an alias (a join), each column is selected as `alias.column`, so two tables' columns never meet.
  const nameOf = (column: Column) => (alias ? `${alias}.${column.name}` : column.name);
  const list = columns
    .map(([, column]) => (alias ? `${alias}."${column.name}" as "${nameOf(column)}"` : `"${column.name}"`))
    .join(', ');
  const row = (raw: Record<string, unknown>): T['$inferSelect'] => {
    const typed: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[nameOf(column)];
      typed[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return typed as T['$inferSelect'];
  };
  return { list, row };
}
