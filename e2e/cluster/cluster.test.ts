import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceContext, logIn, memberChannelJoined } from '../support/auth.js';
import { DESKTOP, launchBrowser, screenshot } from '../support/browser.js';
import { call, MemberClient, newClientAddress, OperatorClient, requestsServed, socketsOn } from './http.js';
import { membersWithDemoPassword, RATE_LIMIT, startTestCluster } from './test-cluster.js';
import type { TestCluster } from './test-cluster.js';

const SLOT = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits', device: 1 };
const HOUR = 3_600_000;
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

let cluster: TestCluster;
let browser: Browser;
let nodeA: string;
let nodeB: string;
let balancer: string;

beforeAll(async () => {
  [cluster, browser] = await Promise.all([startTestCluster(), launchBrowser()]);
  [nodeA, nodeB] = cluster.nodes.map((node) => node.url) as [string, string];
  balancer = cluster.url;
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await cluster?.close();
});

/** The unread letters the page's header badge shows (0 without a badge). */
async function unreadBadge(page: Page): Promise<number> {
  const text = await page
    .locator('header')
    .getByRole('status', { name: /unread letters/i })
    .allTextContents();
  return Number(/\d+/.exec(text.join(' '))?.[0] ?? 0);
}

/** A signed-in member page loaded from `base` (a node, or the balancer), its member channel joined. */
async function memberPage(base: string, account: string) {
  const opened = await deviceContext(browser, `cluster-${account}`, DESKTOP);
  const joined = memberChannelJoined(opened.page);
  await opened.page.goto(base);
  await logIn(opened.page, account).catch(async (error: unknown) => {
    await screenshot(opened.page, `cluster-login-failed-${account}`);
    throw error;
  });
  await joined;
  return opened;
}

/** Members made for this run straight in the database, with the demo password (demo001's hash). */
async function crowd(size: number, prefix: string): Promise<MemberClient[]> {
  const accounts = Array.from({ length: size }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);
  return membersWithDemoPassword(cluster.sql, accounts);
}

describe('a cluster of two nodes behind nginx, on PostgreSQL and Redis', () => {
  it('started at the same moment, the nodes migrated and seeded once', async () => {
    const { rows: migrations } = await cluster.sql.query<{ hash: string; copies: number }>(
      'select hash, count(*)::int as copies from drizzle.__drizzle_migrations group by hash',
    );
    expect(migrations.length).toBeGreaterThan(20);
    expect(migrations.filter((m) => m.copies > 1)).toEqual([]);
    const { rows: seeded } = await cluster.sql.query<{ demo: number; runs: number }>(
      `select (select count(*)::int from members where member_account = 'demo001') as demo,
              (select count(*)::int from seed_runs where name = 'demo') as runs`,
    );
    expect(seeded[0]).toEqual({ demo: 1, runs: 1 });
  });

  it('spreads requests over both nodes, and a session made on one node is valid on the other', async () => {
    const member = await new MemberClient('demo001').logIn(nodeA);
    expect(await member.cash(nodeB)).toBe('1000.00');

    const served = await Promise.all([requestsServed(nodeA), requestsServed(nodeB)]);
    for (let i = 0; i < 20; i += 1) expect(await member.cash(balancer)).toBe('1000.00');
    const after = await Promise.all([requestsServed(nodeA), requestsServed(nodeB)]);
    expect(after[0]! - served[0]!).toBeGreaterThan(0);
    expect(after[1]! - served[1]!).toBeGreaterThan(0);
  });

  it('a game launched on one node is left on the other, and the money comes back to the cent', async () => {
    const member = await new MemberClient('player001').logIn(balancer);
    const before = await member.cash(balancer);
    const played = await member.post(nodeA, '/api/member/game/play1', { ...SLOT, lobby_url: '/close' });
    expect(played.body).toMatchObject({ code: 100, data: { member_cash: '0.00', transferred: before } });
    const left = await member.post(nodeB, '/api/member/game/leave1', {});
    expect(left.body).toMatchObject({ code: 100, data: { member_cash: before } });
    expect(await member.cash(nodeA)).toBe(before);
  });

  it('a letter an operator schedules on one node is sent once by the job and reaches a page on the other', async () => {
    const { context, page } = await memberPage(nodeB, 'demo002');
    const operator = await new OperatorClient().signIn(nodeA, 'support');
    // From the database: another login of demo002 would end the page's session (one session per member).
    const { rows: found } = await cluster.sql.query<{ id: string }>(
      `select id from members where member_account = 'demo002'`,
    );
    const memberId = Number(found[0]!.id);
    const before = await unreadBadge(page);
    const title = `Cluster ${randomUUID().slice(0, 8)}`;
    const created = await operator.call(nodeA, 'POST', '/api/admin/letter-campaigns', {
      site_id: 1,
      versions: { en_US: { title, content: '<p>Sent by the job of one node.</p>' } },
      audience: { kind: 'member', member_id: memberId },
      send_at: inMs(2_000),
      request_id: randomUUID(),
    });
    expect(created.status).toBe(200);
    await expect.poll(() => unreadBadge(page), { timeout: 30_000 }).toBe(before + 1);
    // Both nodes work the queue; the letter exists once.
    await new Promise((r) => setTimeout(r, 2_000));
    const { rows } = await cluster.sql.query('select id from letters where campaign_id = $1', [created.body.id]);
    expect(rows).toHaveLength(1);
    await context.close();
  });

  it('red-envelope claims spread over both nodes pay the budget exactly', async () => {
    const operator = await new OperatorClient().signIn(balancer, 'content');
    const drop = await operator.call(balancer, 'POST', '/api/admin/red-envelopes', {
      site_id: 1,
      currency: 'USD',
      titles: { en_US: 'Cluster drop' },
      budget: 2_000,
      count: 10,
      amount: { kind: 'random', min: 100, max: 300 },
      start_at: inMs(-1_000),
      end_at: inMs(HOUR),
      min_member_days: 0,
      request_id: randomUUID(),
    });
    expect(drop.status).toBe(200);
    const members = await crowd(40, 'envelope');
    await Promise.all(members.map((m, i) => m.logIn(i % 2 ? nodeA : nodeB)));
    const claims = await Promise.all(
      members.map((m, i) => m.post(i % 2 ? nodeB : nodeA, '/api/arks/web/activity/red_envelope', { id: drop.body.id })),
    );
    expect(claims.every((c) => c.status === 200)).toBe(true);
    const paid = claims.filter((c) => c.body.code === 100);
    expect(paid).toHaveLength(10);
    const total = paid.reduce((sum, c) => sum + Math.round(Number(c.body.data.cash) * 100), 0);
    expect(total).toBe(2_000);
    const { rows } = await cluster.sql.query<{ sum: string; n: number }>(
      'select sum(amount)::text as sum, count(*)::int as n from red_envelope_claims where envelope_id = $1',
      [drop.body.id],
    );
    expect(rows[0]).toEqual({ sum: '2000', n: 10 });
  });

  it('counts the rate limit once for both nodes (in Redis)', async () => {
    const from = newClientAddress();
    const replies = [];
    for (let i = 0; i < RATE_LIMIT + 10; i += 1) {
      replies.push(await call(`${i % 2 ? nodeA : nodeB}/api/arks/web/site/detail`, { body: {}, from }));
    }
    expect(replies.filter((r) => r.status === 200)).toHaveLength(RATE_LIMIT);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(10);
  });

  it('a node stopped with SIGTERM mid-traffic: every call answers, sockets move to the other node, no money lost', async () => {
    // A member not signed in yet in this run: the page's device is the first, trusted without a question.
    const { context, page } = await memberPage(balancer, 'agent001');
    const players = await crowd(12, 'drain');
    await Promise.all(players.map((m) => m.logIn(balancer)));
    // Each gets 10.00 from finance, to move in and out of a game while a node goes away.
    const finance = await new OperatorClient().signIn(balancer, 'finance');
    for (const member of players) {
      const credit = await finance.call(balancer, 'POST', '/api/admin/adjustments', {
        member_id: member.memberId,
        direction: 'credit',
        amount: '10.00',
        reason_code: 'bonus',
        note: 'cluster test',
        request_id: randomUUID(),
      });
      expect(credit.status).toBe(200);
    }
    const failures: string[] = [];
    let running = true;
    const traffic = players.map(async (member) => {
      let rounds = 0;
      while (running || rounds < 2) {
        for (const [path, body] of [
          ['/api/member/game/play1', { ...SLOT, lobby_url: '/close' }],
          ['/api/member/profile/common/layout', {}],
          ['/api/member/game/leave1', {}],
        ] as const) {
          const res = await member
            .post(balancer, path, body)
            .catch((error: Error) => ({ status: 0, body: error.message }));
          if (res.status !== 200 || res.body?.code !== 100)
            failures.push(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
        }
        rounds += 1;
      }
    });
    await new Promise((r) => setTimeout(r, 1_500));
    // As an orchestrator stops a node: out of the balancer first (nginx has no active health checks; a POST
    // it already sent to a node that then closes is not retried), then SIGTERM while the requests that
    // node is serving (provider calls of 20-150 ms) are still in flight.
    // The node stopped is the one holding the page's socket, so the page has to move.
    const sockets = await Promise.all(cluster.nodes.map((node) => socketsOn(node.url)));
    const stopped = cluster.nodes[sockets[0]! > 0 ? 0 : 1]!;
    expect(await socketsOn(stopped.url)).toBeGreaterThan(0);
    await cluster.takeOut(stopped);
    const exit = await stopped.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 1_500));
    running = false;
    await Promise.all(traffic);

    expect(failures).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
    // No money made or lost: every player ends with the 10.00 they had, all of it back from the game.
    for (const member of players) expect(await member.cash(balancer)).toBe('10.00');
    // The open page's socket reconnected (to the node left) and still hears its member channel.
    const before = await unreadBadge(page);
    const operator = await new OperatorClient().signIn(balancer, 'support');
    const created = await operator.call(balancer, 'POST', '/api/admin/letter-campaigns', {
      site_id: 1,
      versions: { en_US: { title: 'After the drain', content: '<p>Still here.</p>' } },
      audience: { kind: 'accounts', accounts: ['agent001'] },
      request_id: randomUUID(),
    });
    expect(created.status).toBe(200);
    await expect.poll(() => unreadBadge(page), { timeout: 30_000 }).toBe(before + 1);
    await context.close();
  });
});
