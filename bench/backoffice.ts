// Back-office queries at size: member search and filters over 100,000 members, and the dashboard over a
// year of ledger rows. In process (app.inject) on the embedded database, or on PostgreSQL when
// DATABASE_URL is set (a scratch database of its own). Prints p50/p99 per query; asserts nothing.
//
//   npx tsx bench/backoffice.ts             # or: npm run bench -- backoffice
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { testConfig } from '../apps/server/src/config.js';
import { createScratchDatabase } from './lib/scratch-postgres.js';
import { percentile, round } from './lib/stats.js';

export const BENCH_MEMBERS = 100_000;
export const LEDGER_DAYS = 365;
export const LEDGER_ROWS_PER_DAY = 3_000;
const RUNS = 40;

export interface QueryFigure {
  name: string;
  p50Ms: number;
  p99Ms: number;
  rows: number;
}

export interface BackofficeFigures {
  database: 'pglite' | 'postgres';
  members: number;
  ledgerRows: number;
  seedSeconds: number;
  /** One rollup of the whole seeded year (what the job does once; afterwards a day at a time). */
  rollupSeconds: number;
  queries: QueryFigure[];
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** 100,000 members over the two demo sites, with phones, e-mails, addresses and main wallets. */
async function seedMembers(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  await db.execute(sql`
    insert into members (site_id, member_account, member_currency, password_hash, status, member_phone,
      member_email, register_ip, created_at, last_login_at, last_login_ip)
    select 1 + (i % 2), 'm' || lpad(i::text, 7, '0'), case when i % 2 = 0 then 'USD' else 'RMB' end, 'x',
      case when i % 50 = 0 then 'frozen' else 'active' end, '09' || lpad(i::text, 8, '0'), 'm' || i || '@example.com',
      '10.' || (i % 250) || '.' || (i / 250 % 250) || '.' || (i % 7), now() - (i % 365) * interval '1 day',
      now() - (i % 30) * interval '1 hour', '172.16.' || (i % 250) || '.' || (i % 13)
    from generate_series(1, ${BENCH_MEMBERS}) as i`);
  await db.execute(sql`
    insert into wallets (site_id, member_id, provider, currency, balance)
    select site_id, id, '', member_currency, (id % 100000) from members where member_account like 'm%'`);
}

/** A year of ledger rows on site 1's USD wallets: transfers, game results and payouts spread over each day. */
async function seedLedger(app: FastifyInstance): Promise<number> {
  const rows = LEDGER_DAYS * LEDGER_ROWS_PER_DAY;
  await app.database.db.execute(sql`
    insert into ledger_entries (site_id, member_id, wallet_id, amount, balance_after, kind, reference, idempotency_key, created_at)
    select w.site_id, w.member_id, w.id, (g % 5000) - 2500, 0,
      (array['game_transfer_in','game_transfer_out','game_result','red_envelope','roulette','adjustment'])[1 + g % 6],
      'bench', 'bench:' || g, now() - (g % ${LEDGER_DAYS}) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${rows}) as g
    join wallets w on w.id = (select min(id) from wallets where site_id = 1 and currency = 'USD' and provider = '') + (g % 20000) * 2`);
  await app.database.db.execute(sql`analyze`);
  return rows;
}

async function time(app: FastifyInstance, cookie: string, name: string, url: string): Promise<QueryFigure> {
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    samples.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    const body = res.json() as unknown;
    rows = Array.isArray(body) ? body.length : 1;
  }
  return { name, p50Ms: round(percentile(samples, 50), 1), p99Ms: round(percentile(samples, 99), 1), rows };
}

export async function measureBackoffice(): Promise<BackofficeFigures> {
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const app = await buildApp(
    testConfig({
      DATA_DIR: 'memory://',
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    }),
  );
  try {
    await app.ready();
    const seeding = performance.now();
    await seedMembers(app);
    const ledgerRows = await seedLedger(app);
    const seedSeconds = round((performance.now() - seeding) / 1000, 1);
    // The job rolled up (empty) history at start; the seeded year is history too: roll it up again.
    await app.database.db.execute(sql`delete from daily_figures`);
    const rolling = performance.now();
    await app.dashboard.rollUp();
    const rollupSeconds = round((performance.now() - rolling) / 1000, 1);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { username: 'owner', password: 'Operator1234' },
    });
    const cookie = `playdeck_admin=${signIn.cookies.find((c) => c.name === 'playdeck_admin')!.value}`;
    const members = (filter: object, extra = '') =>
      `/api/admin/members?filter=${json(filter)}&range=${json([0, 24])}${extra}`;
    const now = Date.now();
    const queries = [
      ['members: first page, newest', members({})],
      ['members: account prefix "m00421"', members({ q: 'm00421' })],
      ['members: phone', members({ q: '0900042137' })],
      ['members: e-mail', members({ q: 'm42137@example.com' })],
      ['members: address', members({ q: '172.16.37.3' })],
      [
        'members: site, status, registered in a month',
        members({ site_id: 1, status: 'frozen', registered_from: new Date(now - 30 * 86_400_000).toISOString() }),
      ],
      [
        'members: last login, page 200',
        `/api/admin/members?sort=${json(['last_login_at', 'DESC'])}&range=${json([5000, 5024])}`,
      ],
      ['dashboard: 30 days', '/api/admin/dashboard?site_id=1&currency=USD&days=30'],
      ['dashboard: 365 days', '/api/admin/dashboard?site_id=1&currency=USD&days=365'],
    ] as const;
    const figures: QueryFigure[] = [];
    for (const [name, url] of queries) figures.push(await time(app, cookie, name, url));
    return {
      database: scratch ? 'postgres' : 'pglite',
      members: BENCH_MEMBERS,
      ledgerRows,
      seedSeconds,
      rollupSeconds,
      queries: figures,
    };
  } finally {
    await app.close();
    await scratch?.drop();
  }
}

if (process.argv[1]?.endsWith('backoffice.ts')) {
  const figures = await measureBackoffice();
  console.log(
    `${figures.database}: ${figures.members} members, ${figures.ledgerRows} ledger rows (seeded in ${figures.seedSeconds} s, rolled up in ${figures.rollupSeconds} s)`,
  );
  for (const q of figures.queries)
    console.log(`  ${q.name.padEnd(52)} p50 ${q.p50Ms} ms  p99 ${q.p99Ms} ms  (${q.rows} rows)`);
}
