import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import type { Database } from '../db/client.js';
import { dumpSnapshot, writeWhole } from '../db/first-start-snapshot-build.js';

/**
 * Every API test starts from the database a first start of the app leaves behind: migrated (ours, the
 * embedded sandbox provider's and gateway's), seeded with the demo, pg-boss's schema made. Building it
 * takes seconds, so it is built once per run (and kept while its sources are unchanged): a dumped PGlite
 * data directory each test loads, and a PostgreSQL template database each test's database is created from.
 */

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
/** What decides what a first start writes: the server's and sandboxes' code, migrations and seed. */
const SOURCES = ['apps/server/src', 'apps/sandbox-provider', 'apps/sandbox-gateway', 'packages/contract/src'];
// Test helpers (src/test) write nothing a first start keeps.
const SKIPPED = new Set(['node_modules', 'dist', 'test']);

/** A digest of the sources (test files aside): a change to any of them makes a new snapshot and template. */
export function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (SKIPPED.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.includes('.test.')) hash.update(relative(REPO_ROOT, path)).update(readFileSync(path));
    }
  };
  for (const source of SOURCES) walk(join(REPO_ROOT, source));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Starts the app once on `database` with the tests' configuration and closes it, leaving the database open
 * and with no job waiting (a job queued at start, run by a test's app, would be a start it did not make).
 */
async function firstStart(database: Database): Promise<void> {
  const config = testConfig({ DATA_DIR: 'memory://', WEB_DIST: '/nonexistent-web-dist', SEED_DEMO: 'true' });
  const app = await buildApp(config, { ...database, close: async () => undefined });
  await app.ready();
  await app.close();
  await database.db.execute(sql`delete from pgboss.job`);
}

const SNAPSHOT_DIR = join(REPO_ROOT, 'node_modules/.cache/playdeck-test-db');

/** The path of the PGlite snapshot for `key`, built when missing (written aside, then renamed: runs may race). */
export async function ensurePgliteSnapshot(key: string): Promise<string> {
  const file = join(SNAPSHOT_DIR, `${key}.tar`);
  if (existsSync(file) && statSync(file).size > 0) return file;
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await firstStart(database);
    writeWhole(file, await dumpSnapshot(database, { gzip: false }));
  } finally {
    await database.close();
  }
  return file;
}

export const templateName = (key: string) => `playdeck_tpl_${key}`;
/** Templates of other sources are dropped a day after they were made (a run of another commit may still use one). */
const STALE_TEMPLATE_MS = 24 * 3_600_000;
const TEMPLATE_LOCK_KEY = 7_201_312;

/**
 * The PostgreSQL template for `key` on the server of `adminUrl`, built when missing. Runs at once on one
 * server take turns (an advisory lock); the template is built under another name and renamed when whole.
 */
export async function ensurePostgresTemplate(adminUrl: string, key: string): Promise<string> {
  const name = templateName(key);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    await dropStaleTemplates(admin, name);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    const building = `playdeck_tplbuild_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${building}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString(), dataDir: 'memory://' });
      try {
        await firstStart(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`);
    } catch (err) {
      await admin.query(`drop database if exists ${building} with (force)`);
      throw err;
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
}

async function dropStaleTemplates(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ name: string; made: string | null }>(
    `select datname as name, shobj_description(oid, 'pg_database') as made from pg_database
     where datname like 'playdeck\\_tpl\\_%' and datname <> $1`,
    [keep],
  );
  for (const row of rows) {
    const made = row.made ? Date.parse(row.made) : NaN;
    if (Number.isNaN(made) || Date.now() - made > STALE_TEMPLATE_MS) {
      await admin.query(`drop database if exists ${row.name} with (force)`);
    }
  }
}
