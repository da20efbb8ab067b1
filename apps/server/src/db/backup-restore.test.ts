import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import type { Database } from './client.js';
import { snapshotDb } from '../test/db-snapshot.js';
import { openFirstStartPglite, post, scratchPostgres } from '../test/harness.js';

// The README's backups (section "Deploy"): pg_dump and pg_restore for PostgreSQL, a copy of the stopped
// server's DATA_DIR for PGlite. Each test moves money, backs up, starts a second app on the restored
// copy and asks it for the same balances, books and rows.

const MOVES = [
  ['demo001', 'in', '123.45'],
  ['demo001', 'out', '23.45'],
  ['demo002', 'in', '5000'],
  ['agent001', 'in', '250.00'],
] as const;
const ACCOUNTS = [...new Set(MOVES.map(([account]) => account))];

async function startApp(overrides: Record<string, string>, database?: Database): Promise<FastifyInstance> {
  const config = testConfig({ DATA_DIR: 'memory://', WEB_DIST: '/nonexistent-web-dist', ...overrides });
  const app = await buildApp(config, database);
  await app.ready();
  return app;
}

/** Signs the demo members in (sessions live in the database, so a token must work on the restored copy). */
async function signIn(app: FastifyInstance): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const account of ACCOUNTS) {
    const member = (await app.identity.memberByAccount(1, account))!;
    const session = await app.identity.sessions.start({
      siteId: 1,
      memberId: member.id,
      memberCurrency: member.memberCurrency,
      device: { udid: `backup-${account}` },
    });
    tokens[account] = session.token;
  }
  return tokens;
}

const call = (app: FastifyInstance, token: string, path: string, body: unknown = {}) =>
  post(app, `/api${path}`, body, { authorization: `Bearer ${token}`, host: 'localhost' });

/** Main wallet to a provider's and back: ledger rows on our side, the sandbox provider's on its own. */
async function moveMoney(app: FastifyInstance, tokens: Record<string, string>): Promise<void> {
  for (const [i, [account, direction, amount]] of MOVES.entries()) {
    const request_id = `backup-${Date.now()}-${i}`;
    const res = await call(app, tokens[account]!, '/member/profile/transfer', {
      gp_id: 'GP01',
      direction,
      amount,
      request_id,
    });
    expect(res.body, `${account} ${direction} ${amount}`).toMatchObject({ code: 100, data: { state: 'settled' } });
  }
}

/** What must survive a backup: each member's wallets as the API shows them, and the ledger's totals. */
async function books(app: FastifyInstance, tokens: Record<string, string>) {
  const wallets: Record<string, unknown> = {};
  for (const account of ACCOUNTS) {
    const res = await call(app, tokens[account]!, '/member/profile/my_cash');
    expect(res.body.code, `${account} my_cash`).toBe(100);
    wallets[account] = res.body.data;
  }
  const ledger = (await app.database.db.execute(
    sql`select count(*)::int as rows, coalesce(sum(amount), 0)::text as total from ledger_entries`,
  )) as unknown as { rows: { rows: number; total: string }[] };
  return { wallets, ledger: ledger.rows[0], mismatches: await app.wallet.mismatches() };
}

/** Every row of every table, as a count and a digest per table (see db-snapshot). */
const rows = (app: FastifyInstance) => snapshotDb(app.database.db);

function pgToolMajor(tool: string): number {
  const version = execFileSync(tool, ['--version'], { encoding: 'utf8' });
  return Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1]);
}

describe.skipIf(!process.env.DATABASE_URL)('backups: pg_dump and pg_restore [postgres] (needs DATABASE_URL)', () => {
  it('a database restored from a pg_dump of the running server has the same balances, books and rows', async () => {
    // The original starts from the run's first-start database (migrated and seeded), as a test app does.
    const source = await scratchPostgres(inject('postgresTemplate'));
    const target = await scratchPostgres();
    const dir = mkdtempSync(join(tmpdir(), 'playdeck-backup-'));
    const dump = join(dir, 'playdeck.dump');
    let original: FastifyInstance | undefined;
    let restored: FastifyInstance | undefined;
    try {
      original = await startApp({ DATABASE_URL: source.url, SEED_DEMO: 'true' });
      const server = (await original.database.db.execute(sql`show server_version_num`)) as unknown as {
        rows: { server_version_num: string }[];
      };
      const serverMajor = Math.floor(Number(server.rows[0]!.server_version_num) / 10_000);
      // pg_dump refuses a newer server than itself: say so plainly instead of failing on its message.
      expect(
        pgToolMajor('pg_dump'),
        `pg_dump older than the server (PostgreSQL ${serverMajor})`,
      ).toBeGreaterThanOrEqual(serverMajor);

      const tokens = await signIn(original);
      await moveMoney(original, tokens);
      const before = await books(original, tokens);
      expect(before.mismatches).toEqual([]);
      // Online, as production backs up: pg_dump reads one consistent snapshot while the server runs.
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, source.url]);
      const rowsBefore = await rows(original);
      await original.close();
      original = undefined;

      execFileSync('pg_restore', [
        '--exit-on-error',
        '--single-transaction',
        '--no-owner',
        `--dbname=${target.url}`,
        dump,
      ]);
      // No seed: whatever the copy holds came from the dump.
      restored = await startApp({ DATABASE_URL: target.url, SEED_DEMO: 'false' });
      expect(await books(restored, tokens)).toEqual(before);
      expect(await rows(restored)).toEqual(rowsBefore);
    } finally {
      await original?.close();
      await restored?.close();
      rmSync(dir, { recursive: true, force: true });
      await source.drop();
      await target.drop();
    }
  }, 240_000);
});

describe('backups: a copy of the stopped server’s PGlite directory [pglite]', () => {
  it('opens with the same balances, books and rows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'playdeck-backup-'));
    const dataDir = join(dir, 'data');
    const copyDir = join(dir, 'copy');
    let original: FastifyInstance | undefined;
    let restored: FastifyInstance | undefined;
    try {
      // An empty directory starts from a first-start snapshot, as production's does (0043): the run's own.
      original = await startApp({ DATA_DIR: dataDir, SEED_DEMO: 'true' }, await openFirstStartPglite(dataDir));
      const tokens = await signIn(original);
      await moveMoney(original, tokens);
      const before = await books(original, tokens);
      expect(before.mismatches).toEqual([]);
      const rowsBefore = await rows(original);
      // PGlite is one process's files: copy them only once the server has stopped.
      await original.close();
      original = undefined;
      cpSync(dataDir, copyDir, { recursive: true });

      restored = await startApp({ DATA_DIR: copyDir, SEED_DEMO: 'false' });
      expect(await books(restored, tokens)).toEqual(before);
      expect(await rows(restored)).toEqual(rowsBefore);
    } finally {
      await original?.close();
      await restored?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
