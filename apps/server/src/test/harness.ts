import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import type { Database } from '../db/client.js';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it), so every API test runs on both. */
export const DB_KINDS: DbKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export function describeEachDb(name: string, body: (kind: DbKind) => void): void {
  for (const kind of DB_KINDS) describe(`${name} [${kind}]`, () => body(kind));
}

/**
 * A scratch PostgreSQL database for one test file, dropped by the returned function: empty, or a copy of
 * the `template` database.
 */
export async function scratchPostgres(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL as string;
  const name = `playdeck_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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

/**
 * A fully built app on a fresh database of the given kind: a copy of the run's first-start database
 * (global-setup.ts), or, for a test that asks for no demo seed, a new one the app migrates itself.
 */
export async function createTestApp(
  kind: DbKind,
  overrides: Record<string, string> = {},
  /** Adds test-only routes before the app is sealed. */
  setup?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const { SEED_DEMO = 'true', ...rest } = overrides;
  const seeded = SEED_DEMO === 'true';
  const scratch =
    kind === 'postgres' ? await scratchPostgres(seeded ? inject('postgresTemplate') : undefined) : undefined;
  const config = testConfig({
    DATA_DIR: 'memory://',
    WEB_DIST: '/nonexistent-web-dist',
    // The copy is seeded already (production refuses to seed the demo; a test of it may read the demo's data).
    SEED_DEMO: seeded && rest.NODE_ENV !== 'production' ? 'true' : 'false',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...rest,
  });
  // A test that names its own database (a second node on another app's, a server of its own) gets that one.
  const opened = seeded && kind === 'pglite' && !rest.DATABASE_URL ? await openFirstStartPglite() : undefined;
  const app = await buildApp(config, opened);
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

let snapshot: Blob | undefined;
/**
 * A PGlite database holding the run's first-start database (global-setup.ts): in memory, or in `dataDir`,
 * an empty directory it is unpacked into. The snapshot is read once per test process.
 */
export function openFirstStartPglite(dataDir = 'memory://'): Promise<Database> {
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return openDatabase({ dataDir, snapshot });
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
