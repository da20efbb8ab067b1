import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Any drizzle PostgreSQL database (PGlite or node-postgres); the gateway needs no typed schema on it. */
export type GatewayDb = PgDatabase<PgQueryResultHKT>;
/** The database or one of its transactions: what the repo functions write through. */
export type GatewayTx = Pick<GatewayDb, 'insert' | 'update' | 'select'>;

/** Postgres (and PGlite) report a unique violation as 23505, sometimes wrapped by drizzle. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The same idempotency key with other details: refused (409), as real gateways do. */
export class KeyReused extends Error {}

/** The gateway keeps its own migrations record, apart from the site's, when both share a database. */
export const GATEWAY_MIGRATIONS_TABLE = '__gateway_migrations';
