import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import type { Database } from '../db/client.js';
import { seedDemo } from '../db/seed/index.js';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it), so every API test runs on both. */
export const DB_KINDS: DbKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export function describeEachDb(name: string, body: (kind: DbKind) => void): void {
  for (const kind of DB_KINDS) describe(`${name} [${kind}]`, () => body(kind));
}

/** A scratch PostgreSQL database for one test file, dropped by the returned function. */
export async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL as string;
  const name = `playdeck_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** The scratch PostgreSQL database, so a test can start a second node on it. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** A fully built app on a fresh, migrated and seeded database of the given kind. */
export async function createTestApp(
  kind: DbKind,
  overrides: Record<string, string> = {},
  /** Adds test-only routes before the app is sealed. */
  setup?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const scratch = kind === 'postgres' ? await scratchPostgres() : undefined;
  const { SEED_DEMO = 'true', ...rest } = overrides;
  // Production refuses the demo seed: a test of production mode that reads the demo's data seeds it here.
  const seedHere = rest.NODE_ENV === 'production' && SEED_DEMO === 'true';
  const config = testConfig({
    DATA_DIR: 'memory://',
    WEB_DIST: '/nonexistent-web-dist',
    SEED_DEMO: seedHere ? 'false' : SEED_DEMO,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...rest,
  });
  let seeded: Database | undefined;
  if (seedHere) {
    seeded = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await seeded.migrate(config.MIGRATIONS_DIR);
    await seedDemo(seeded.db);
  }
  const app = await buildApp(config, seeded);
  setup?.(app);
  await app.ready();
  return {
    app,
    databaseUrl: scratch?.url,
    close: async () => {
      await app.close();
      await scratch?.drop();
    },
  };
}

export async function post(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: res.statusCode,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read replies of many shapes
    body: res.json() as { code: number; message: string; data: any },
    headers: res.headers,
  };
}
