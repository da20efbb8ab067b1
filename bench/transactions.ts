// The member's Transaction page at size: one member with 100,000 ledger postings over a year (and two
// more members with as many, so the table is not theirs alone), in process (app.inject) on the embedded
// database and, when DATABASE_URL is set, on PostgreSQL too (a scratch database of its own). Prints
// p50/p99 per page, then again without the two indexes of migration 0022 (dropped at the end of the run)
// to show what they are for; asserts nothing.
//
//   npx tsx bench/transactions.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/transactions.ts
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { testConfig } from '../apps/server/src/config.js';
import { createScratchDatabase } from './lib/scratch-postgres.js';
import { percentile, round } from './lib/stats.js';

const POSTINGS = 100_000;
const RUNS = 50;
const WARMUP = 5;
const DAY_MS = 86_400_000;
/** Common kinds in turn; one posting in ten thousand is an award (a rare group: ten rows, fewer than a page). */
const KINDS = ['game_transfer_in', 'game_transfer_out', 'deposit', 'withdrawal_hold', 'red_envelope', 'adjustment'];

interface Rows<T> {
  rows: T[];
}

/** `POSTINGS` rows for each member, oldest first, spread evenly over the last 365 days. */
async function seed(app: FastifyInstance, accounts: string[]): Promise<number> {
  for (const account of accounts) {
    await app.database.db.execute(sql`
      insert into ledger_entries (site_id, member_id, wallet_id, amount, balance_after, kind, reference, idempotency_key, created_at)
      select w.site_id, w.member_id, w.id, (g % 5000) - 2500, g,
        case when g % 10000 = 0 then 'referral_award' else (array[${sql.join(
          KINDS.map((k) => sql`${k}`),
          sql`, `,
        )}])[1 + g % ${KINDS.length}] end,
        'bench', 'bench:' || w.member_id || ':' || g, now() - (${POSTINGS} - g) * interval '315 seconds'
      from generate_series(1, ${POSTINGS}) as g
      join members m on m.member_account = ${account} and m.site_id = 1
      join wallets w on w.member_id = m.id and w.provider = ''`);
  }
  await app.database.db.execute(sql`analyze ledger_entries`);
  const [row] = (
    (await app.database.db.execute(
      sql`select m.id from members m where m.member_account = ${accounts[0]!} and m.site_id = 1`,
    )) as unknown as Rows<{ id: string }>
  ).rows;
  return Number(row!.id);
}

async function signIn(app: FastifyInstance, account: string): Promise<string> {
  const header = (await app.inject({ method: 'POST', url: '/api/get_login_header', payload: {} })).json();
  const captcha = (await app.inject({ method: 'POST', url: '/api/captcha', payload: { type: 1 } })).json();
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { [header.data.header]: header.data.value },
    payload: { account, password: 'Demo1234', answer: 'abcd', captcha_token: captcha.data.token, udid: 'bench' },
  });
  return `Bearer ${res.json().data.token as string}`;
}

async function timePages(app: FastifyInstance, authorization: string, pages: [string, object][], runs: number) {
  const figures = [];
  for (const [name, body] of pages) {
    const samples: number[] = [];
    let rows = 0;
    // The first few of each page only warm caches (the indexed runs come first, right after seeding).
    for (let i = -WARMUP; i < runs; i++) {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/arks/web/member/transactions',
        headers: { authorization },
        payload: { count: 20, ...body },
      });
      if (i >= 0) samples.push(performance.now() - started);
      const reply = res.json();
      if (reply.code !== 100) throw new Error(`${name}: ${res.body.slice(0, 200)}`);
      rows = reply.data.list.length;
    }
    figures.push({ name, rows, p50Ms: round(percentile(samples, 50), 1), p99Ms: round(percentile(samples, 99), 1) });
  }
  return figures;
}

const dayOf = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

async function measure(databaseUrl?: string) {
  const app = await buildApp(
    testConfig({
      DATA_DIR: 'memory://',
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      CAPTCHA_FIXED_ANSWER: 'abcd',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  try {
    await app.ready();
    const seeding = performance.now();
    const memberId = await seed(app, ['demo001', 'agent001', 'player001']);
    const seedSeconds = round((performance.now() - seeding) / 1000, 1);
    const authorization = await signIn(app, 'demo001');
    const ids = (
      (await app.database.db.execute(
        sql`select id from ledger_entries where member_id = ${memberId} order by id desc offset 90000 limit 1`,
      )) as unknown as Rows<{ id: string }>
    ).rows;
    const deep = Number(ids[0]!.id);
    const pages: [string, object][] = [
      ['first page', {}],
      ['page 90,000 rows deep (before_id)', { before_id: deep }],
      ['group deposit', { group: 'deposit' }],
      ['group award (10 rows in all)', { group: 'award' }],
      [
        'group game, 7 days two months ago',
        { group: 'game', start_date: dayOf(60 * DAY_MS), end_date: dayOf(54 * DAY_MS) },
      ],
      [
        'group award, 31 days ten months ago',
        { group: 'award', start_date: dayOf(300 * DAY_MS), end_date: dayOf(270 * DAY_MS) },
      ],
      ['all, 7 days, 200 days ago', { start_date: dayOf(200 * DAY_MS), end_date: dayOf(194 * DAY_MS) }],
      ['all, 7 days, 340 days ago', { start_date: dayOf(340 * DAY_MS), end_date: dayOf(334 * DAY_MS) }],
    ];
    const figures = await timePages(app, authorization, pages, RUNS);
    await app.database.db.execute(sql`drop index ledger_member_group_idx`);
    await app.database.db.execute(sql`drop index ledger_member_time_idx`);
    const without = await timePages(app, authorization, pages, 10);
    return {
      database: databaseUrl ? 'postgres' : 'pglite',
      memberId,
      seedSeconds,
      figures: figures.map((f, i) => ({ ...f, withoutP50Ms: without[i]!.p50Ms })),
    };
  } finally {
    await app.close();
  }
}

if (process.argv[1]?.endsWith('transactions.ts')) {
  const runs = [await measure()];
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    try {
      runs.push(await measure(scratch.url));
    } finally {
      await scratch.drop();
    }
  }
  for (const run of runs) {
    console.log(
      `\n${run.database}: ${POSTINGS} postings for member ${run.memberId} (+${2 * POSTINGS} of others), seeded in ${run.seedSeconds} s; ${RUNS} runs each`,
    );
    for (const f of run.figures)
      console.log(
        `  ${f.name.padEnd(40)} rows ${String(f.rows).padStart(2)}  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  (without 0022's indexes: p50 ${f.withoutP50Ms} ms)`,
      );
  }
}
