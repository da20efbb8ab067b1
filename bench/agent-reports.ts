// The agent centre at size: agent001 with 10,000 members of their own (100 of them sub-agents
// with 10 members each, a second level of 1,000) and a year of their ledger: 36 postings per member
// (deposits, stakes, game results, withdrawals) spread over the last 365 days, 396,000 rows. In process
// (app.inject) on the embedded database and, with DATABASE_URL, on PostgreSQL (a scratch database). Prints
// p50/p99 of the OperationTable (day, week, month over a year), the StratifiedTable, DownlineInfo pages
// and one run of the settlement job; asserts nothing.
//
//   npx tsx bench/agent-reports.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/agent-reports.ts
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { testConfig } from '../apps/server/src/config.js';
import { createScratchDatabase } from './lib/scratch-postgres.js';
import { percentile, round } from './lib/stats.js';

const MEMBERS = 10_000;
const SUB_AGENTS = 100;
const SUB_MEMBERS = 10;
const POSTINGS_PER_MEMBER = 36;
const RUNS = 20;
const WARMUP = 3;

/** The downline and its ledger, written by SQL (the API would take hours to build a year). */
async function seed(app: FastifyInstance): Promise<number> {
  const db = app.database.db;
  const agent = (await app.identity.memberByAccount(1, 'agent001'))!;
  await db.execute(sql`
    insert into members (site_id, member_account, member_currency, password_hash, parent_agent_id, created_at)
    select 1, 'bench' || g, 'USD', 'x', ${agent.id}, now() - (g % 365) * interval '1 day'
    from generate_series(1, ${MEMBERS}) as g`);
  await db.execute(sql`
    update members set is_agent = true, agent_active = true, agent_level = 2
    where member_account in (select 'bench' || g from generate_series(1, ${SUB_AGENTS}) as g)`);
  await db.execute(sql`
    insert into members (site_id, member_account, member_currency, password_hash, parent_agent_id, created_at)
    select 1, 'bench' || s || 'x' || g, 'USD', 'x', m.id, now() - (g % 300) * interval '1 day'
    from generate_series(1, ${SUB_AGENTS}) as s cross join generate_series(1, ${SUB_MEMBERS}) as g
    join members m on m.member_account = 'bench' || s`);
  await db.execute(sql`
    insert into wallets (site_id, member_id, provider, currency, balance)
    select 1, m.id, p.provider, 'USD', 0 from members m cross join (values (''), ('GP01')) as p(provider)
    where m.member_account like 'bench%'`);
  await db.execute(sql`
    insert into ledger_entries (site_id, member_id, wallet_id, amount, balance_after, kind, reference, idempotency_key, created_at)
    select 1, w.member_id, w.id,
      case k.kind when 'deposit' then 10000 + g * 37 when 'withdrawal' then -(5000 + g * 11)
                  when 'game_transfer_in' then -(8000 + g * 13) else (g * 97) % 20000 - 11000 end,
      0, k.kind, 'bench', 'bench:' || w.id || ':' || g || ':' || k.kind,
      now() - ((w.member_id * 7 + g * 31) % 365) * interval '1 day' - (g % 24) * interval '1 hour'
    from wallets w
    join members m on m.id = w.member_id and m.member_account like 'bench%'
    cross join generate_series(1, ${POSTINGS_PER_MEMBER / 4}) as g
    cross join (values ('deposit', ''), ('withdrawal', ''), ('game_transfer_in', ''), ('game_result', 'GP01')) as k(kind, provider)
    where w.provider = k.provider`);
  await db.execute(sql`analyze`);
  return agent.id;
}

async function signIn(app: FastifyInstance): Promise<string> {
  const member = (await app.identity.memberByAccount(1, 'agent001'))!;
  const { token } = await app.identity.sessions.start({
    siteId: 1,
    memberId: member.id,
    memberCurrency: 'USD',
    device: { udid: 'bench' },
  });
  return `Bearer ${token}`;
}

const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function time(app: FastifyInstance, authorization: string, path: string, body: object) {
  const samples: number[] = [];
  let size = 0;
  for (let i = -WARMUP; i < RUNS; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: `/api${path}`, headers: { authorization }, payload: body });
    if (i >= 0) samples.push(performance.now() - started);
    const reply = res.json();
    if (reply.code !== 100) throw new Error(`${path}: ${res.body.slice(0, 200)}`);
    size = reply.data.list.length;
  }
  return { rows: size, p50Ms: round(percentile(samples, 50), 1), p99Ms: round(percentile(samples, 99), 1) };
}

async function measure(databaseUrl?: string) {
  const app = await buildApp(
    testConfig({
      DATA_DIR: 'memory://',
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  try {
    await app.ready();
    const seeding = performance.now();
    const agentId = await seed(app);
    const seedSeconds = round((performance.now() - seeding) / 1000, 1);
    const authorization = await signIn(app);
    const year = { start_date: dayOf(365), end_date: dayOf(0) };
    const cases: [string, string, object][] = [
      ['OperationTable by day, a year', '/arks/web/agent/report', { period: 'day', ...year }],
      ['OperationTable by week, a year', '/arks/web/agent/report', { period: 'week', ...year }],
      ['OperationTable by month, a year', '/arks/web/agent/report', { period: 'month', ...year }],
      [
        'OperationTable by day, 7 days',
        '/arks/web/agent/report',
        { period: 'day', start_date: dayOf(6), end_date: dayOf(0) },
      ],
      ['StratifiedTable, a year', '/arks/web/agent/tier_report', year],
      ['DownlineInfo, first page', '/arks/web/agent/downline', { page: 1, count: 20 }],
      ['DownlineInfo, page 400', '/arks/web/agent/downline', { page: 400, count: 20 }],
      ['DownlineInfo, account search', '/arks/web/agent/downline', { member_account: 'bench77' }],
    ];
    const figures = [];
    for (const [name, path, body] of cases) figures.push({ name, ...(await time(app, authorization, path, body)) });
    const started = performance.now();
    await app.agents.settle(new Date(Date.now() + 40 * 86_400_000));
    const settleMs = round(performance.now() - started, 0);
    return { database: databaseUrl ? 'postgres' : 'pglite', agentId, seedSeconds, figures, settleMs };
  } finally {
    await app.close();
  }
}

if (process.argv[1]?.endsWith('agent-reports.ts')) {
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
      `\n${run.database}: agent ${run.agentId}, ${MEMBERS} members (+${SUB_AGENTS * SUB_MEMBERS} below sub-agents), ${(MEMBERS + SUB_AGENTS * SUB_MEMBERS) * POSTINGS_PER_MEMBER} postings over a year, seeded in ${run.seedSeconds} s; ${RUNS} runs each`,
    );
    for (const f of run.figures)
      console.log(`  ${f.name.padEnd(36)} rows ${String(f.rows).padStart(3)}  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms`);
    console.log(`  settlement job, every agent's last 3 months and weeks: ${run.settleMs} ms`);
  }
}
