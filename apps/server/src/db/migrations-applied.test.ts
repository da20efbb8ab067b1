import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb } from '../test/harness.js';
import type { TestApp } from '../test/harness.js';
import { DEFAULT_MIGRATIONS_TABLE, migrationsApplied } from './migrations-applied.js';

describeEachDb('migrations already applied (the warm-start check)', (kind) => {
  let t: TestApp;
  let folder: string;
  const query = (text: string) => t.app.database.db.execute(sql.raw(text)) as Promise<{ rows: unknown[] }>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A copy of the migrations the app ran, to which the test adds a newer one.
    folder = mkdtempSync(join(tmpdir(), 'playdeck-migrations-'));
    cpSync(t.app.config.MIGRATIONS_DIR, folder, { recursive: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('says yes when the newest migration is recorded, no for a table nothing was recorded in', async () => {
    expect(await migrationsApplied(folder, DEFAULT_MIGRATIONS_TABLE, query)).toBe(true);
    expect(await migrationsApplied(folder, '__never_migrated', query)).toBe(false);
  });

  it('says no once a newer migration is added; migrating applies it, and then says yes again', async () => {
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
    };
    const last = journal.entries.at(-1)!;
    const tag = `${String(last.idx + 1).padStart(4, '0')}_warm_start_probe`;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
    writeFileSync(journalPath, JSON.stringify(journal));
    writeFileSync(join(folder, `${tag}.sql`), 'create table warm_start_probe (id integer);');

    expect(await migrationsApplied(folder, DEFAULT_MIGRATIONS_TABLE, query)).toBe(false);
    await t.app.database.migrate(folder);
    const probe = await query(`select to_regclass('warm_start_probe') is not null as present`);
    expect(probe.rows[0]).toEqual({ present: true });
    expect(await migrationsApplied(folder, DEFAULT_MIGRATIONS_TABLE, query)).toBe(true);
    await t.app.database.migrate(folder); // nothing left to do: must not try the probe table again
  });
});
