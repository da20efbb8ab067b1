import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { snapshotDb } from '../test/db-snapshot.js';
import { openDatabase } from './client.js';
import type { Database } from './client.js';
import { chooseFirstStartSnapshot, SNAPSHOT_MANIFEST } from './first-start-snapshot.js';
import type { SnapshotManifest } from './first-start-snapshot.js';
import { buildFirstStartSnapshots } from './first-start-snapshot-build.js';
import { seedDemo } from './seed/index.js';

// Always PGlite: snapshots are the embedded database's first start (PostgreSQL never uses one).
const MIGRATIONS_DIR = testConfig().MIGRATIONS_DIR;
const CODE = 'code-of-this-test';
const SLOW = 240_000;

let work: string;
let snapshots: string;

/** What a start leaves: every table's columns and row count, the migration records and the seed's version. */
async function describeDb(database: Database) {
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const columns = rows<{ t: string; c: string; ty: string }>(
    await database.db.execute(sql`
      select table_schema || '.' || table_name as t, column_name as c, data_type as ty
      from information_schema.columns where table_schema in ('public', 'drizzle') order by 1, 2`),
  );
  const migrations = rows<{ hash: string; created_at: string }>(
    await database.db.execute(sql`select hash, created_at::text from drizzle.__drizzle_migrations order by id`),
  );
  const seed = rows<{ name: string; version: string }>(
    await database.db.execute(sql`select name, version from seed_runs order by name`),
  );
  const members = rows<{ site_id: number; member_account: string }>(
    await database.db.execute(sql`select site_id, member_account from members order by 1, 2`),
  );
  const counts = Object.fromEntries(Object.entries(await snapshotDb(database.db)).map(([t, s]) => [t, s.rows]));
  return { columns, migrations, seed, members, counts };
}

/** The usual start: migrate, and seed for the demo. */
async function startAsUsual(database: Database, seed: boolean): Promise<void> {
  await database.migrate(MIGRATIONS_DIR);
  if (seed) await seedDemo(database.db);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'playdeck-snapshot-'));
  snapshots = join(work, 'db-snapshots');
  const first = await buildFirstStartSnapshots({ outDir: snapshots, migrationsDir: MIGRATIONS_DIR, codeDigest: CODE });
  expect(first.built).toBe(true);
}, SLOW);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('first-start snapshots', () => {
  it('are kept while their key holds: a second build makes nothing', async () => {
    const again = await buildFirstStartSnapshots({
      outDir: snapshots,
      migrationsDir: MIGRATIONS_DIR,
      codeDigest: CODE,
    });
    expect(again.built).toBe(false);
  });

  // Each takes seconds by design: the usual start it is compared with (initdb, migrations, seed) runs in full.
  it.each([
    ['demo', true],
    ['migrated', false],
  ] as const)(
    'a start on an empty directory from the %s snapshot gives the database a migrate and seed give',
    async (variant, seed) => {
      const dataDir = join(work, `data-${variant}`);
      const choice = chooseFirstStartSnapshot({
        dir: snapshots,
        dataDir,
        migrationsDir: MIGRATIONS_DIR,
        seed,
        codeDigest: () => CODE,
      });
      expect(choice).toMatchObject({ use: true, variant });
      const fromSnapshot = await openDatabase({ dataDir, snapshot: choice.use ? choice.data : undefined });
      const usual = await openDatabase({ dataDir: 'memory://' });
      try {
        await startAsUsual(fromSnapshot, seed);
        await startAsUsual(usual, seed);
        const [got, want] = [await describeDb(fromSnapshot), await describeDb(usual)];
        expect(got).toEqual(want);
        expect(got.migrations.length).toBeGreaterThan(0);
        expect(got.members.length > 0).toBe(seed);
      } finally {
        await fromSnapshot.close();
        await usual.close();
      }
      // On disk: the directory opens again as a database of its own, and is no longer offered a snapshot.
      const reopened = await openDatabase({ dataDir });
      try {
        expect((await describeDb(reopened)).migrations.length).toBeGreaterThan(0);
      } finally {
        await reopened.close();
      }
      expect(
        chooseFirstStartSnapshot({
          dir: snapshots,
          dataDir,
          migrationsDir: MIGRATIONS_DIR,
          seed,
          codeDigest: () => CODE,
        }),
      ).toEqual({ use: false, reason: 'the data directory holds a database' });
    },
    SLOW,
  );

  it('a snapshot of other code or other migrations is not used', () => {
    const dataDir = join(work, 'data-unused');
    const choose = (over: { dir?: string; migrationsDir?: string; codeDigest?: string }) =>
      chooseFirstStartSnapshot({
        dir: snapshots,
        dataDir,
        migrationsDir: MIGRATIONS_DIR,
        seed: true,
        ...over,
        codeDigest: () => over.codeDigest ?? CODE,
      });
    expect(choose({}).use).toBe(true);
    expect(choose({ codeDigest: 'other code' })).toEqual({
      use: false,
      reason: 'the demo snapshot was made by other migrations or code',
    });

    // One more migration (a copy of the folder with a SQL file and a journal entry added).
    const migrations = join(work, 'migrations');
    cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
    writeFileSync(join(migrations, '9999_later.sql'), 'select 1;');
    expect(choose({ migrationsDir: migrations }).use).toBe(false);
    // A changed journal alone is another set of migrations too.
    rmSync(join(migrations, '9999_later.sql'));
    const journal = join(migrations, 'meta', '_journal.json');
    writeFileSync(journal, readFileSync(journal, 'utf8').replace(/"when": \d/, '"when": 9'));
    expect(choose({ migrationsDir: migrations }).use).toBe(false);

    // A manifest whose key does not match, or none at all.
    const other = join(work, 'other-snapshots');
    cpSync(snapshots, other, { recursive: true });
    const manifestFile = join(other, SNAPSHOT_MANIFEST);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SnapshotManifest;
    manifest.snapshots.demo!.key = 'f'.repeat(32);
    writeFileSync(manifestFile, JSON.stringify(manifest));
    expect(choose({ dir: other }).use).toBe(false);
    expect(choose({ dir: join(work, 'nowhere') })).toMatchObject({ use: false });
    // A damaged archive.
    const damaged = join(work, 'damaged-snapshots');
    cpSync(snapshots, damaged, { recursive: true });
    const demoFile = JSON.parse(readFileSync(join(damaged, SNAPSHOT_MANIFEST), 'utf8')) as SnapshotManifest;
    writeFileSync(join(damaged, demoFile.snapshots.demo!.file), 'not gzip');
    expect(choose({ dir: damaged })).toMatchObject({ use: false });
  });
});
