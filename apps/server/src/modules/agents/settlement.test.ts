import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { agentStatements, members } from '../../db/schema/index.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { memberCaller } from '../../test/member-helpers.js';

const DAY = 86_400_000;
/** The clock `days` days on, ten minutes past the job's wait after a period's end. */
const ahead = (days: number) => new Date(Date.now() + days * DAY + 10 * 60_000);

describeEachDb('agents: the settlement job and finance’s approval', (kind) => {
  let t: TestApp;
  let finance: AdminClient;
  let support: AdminClient;
  let agent: Awaited<ReturnType<typeof memberCaller>>;
  let agentId: number;
  let planId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    finance = await signedIn(t.app, 'finance');
    support = await signedIn(t.app, 'support');
    agent = await memberCaller(t.app, 'agent001');
    agentId = (await t.app.identity.memberByAccount(1, 'agent001'))!.id;
  });
  afterAll(() => t.close());

  const idOf = async (account: string) => (await t.app.identity.memberByAccount(1, account))!.id;
  const set = (account: string, values: Partial<typeof members.$inferInsert>) =>
    t.app.database.db.update(members).set(values).where(eq(members.memberAccount, account));
  /** A posting of the member's, `days` days from now (the ledger keeps when each one was written). */
  async function posting(account: string, amount: bigint, kind: string, days = 0, provider = '') {
    const key = `${kind}:${account}:${Math.random()}`;
    const entry = await t.app.wallet.post({
      siteId: 1,
      memberId: await idOf(account),
      currency: 'USD',
      provider,
      amount,
      kind,
      reference: key,
      idempotencyKey: key,
    });
    if (days) {
      await t.app.database.db.execute(
        sql`update ledger_entries set created_at = created_at + ${`${days} days`}::interval where id = ${entry.id}`,
      );
    }
  }
  /** The member stakes `stake` at a game and ends `result` up (negative: lost). */
  async function play(account: string, stake: bigint, result: bigint, days = 0) {
    await posting(account, stake, 'deposit', days);
    await posting(account, -stake, 'game_transfer_in', days);
    await posting(account, stake, 'game_transfer_in', days, 'GP01');
    await posting(account, result, 'game_result', days, 'GP01');
  }
  const statements = async (id: number) =>
    t.app.database.db.select().from(agentStatements).where(eq(agentStatements.agentId, id));
  const balance = async (account: string) => (await t.app.wallet.mainMinor(1, await idOf(account))) ?? 0n;

  it('lets finance create a daily plan (support may not); it holds from today', async () => {
    const terms = {
      period: 'day',
      tiers: [{ active_members: 1, net_result: '0', rate_permille: 200 }],
      bonus_share_permille: 1000,
      fee_share_permille: 1000,
      carry_negative: true,
      sub_agent_permille: 100,
    };
    const body = { site_id: 1, currency: 'USD', name: 'Daily test plan', terms };
    expect((await support.call('POST', '/api/admin/agent-plans', body)).status).toBe(403);
    expect((await finance.call('POST', '/api/admin/agent-plans', { ...body, currency: 'EUR' })).status).toBe(400);
    const created = await finance.call('POST', '/api/admin/agent-plans', body);
    expect(created.body).toMatchObject({ name: 'Daily test plan', is_default: false, next_terms: null });
    expect(created.body.terms.tiers[0].net_result).toBe('0.00');
    planId = created.body.id;
    // agent001 and a sub-agent of theirs on it; each with a member of their own.
    await set('agent001', { agentPlanId: planId });
    for (const account of ['settle1', 'subagent1', 'settle2']) {
      const res = await agent('/arks/web/agent/register', {
        member_account: account,
        password: 'Passw0rd1',
        member_phone: `555100${account.length}${account.at(-1) === '1' ? 1 : 2}${account.charCodeAt(1) % 10}`,
        member_email: `${account}@example.com`,
      });
      expect(res.body.code, JSON.stringify(res.body)).toBe(100);
    }
    await set('subagent1', { isAgent: true, agentActive: true, agentLevel: 2, agentPlanId: planId });
    await set('settle2', { parentAgentId: await idOf('subagent1') });
  });

  it('computes each agent’s statement once, even run twice at once, line by line', async () => {
    await play('settle1', 100_00n, -40_00n);
    await posting('settle1', 5_00n, 'red_envelope');
    await play('settle2', 300_00n, -100_00n);
    await Promise.all([t.app.agents.settle(ahead(1)), t.app.agents.settle(ahead(1))]);
    const [sub] = await statements(await idOf('subagent1'));
    expect(sub).toMatchObject({ netResult: 100_00n, ownCommission: 20_00n, commission: 20_00n, status: 'pending' });
    const mine = await statements(agentId);
    expect(mine).toHaveLength(1);
    // GGR 40.00 − bonuses 5.00 = 35.00 × 20 % = 7.00, and 10 % of the sub-agent's 20.00.
    expect(mine[0]).toMatchObject({ netResult: 35_00n, ownCommission: 7_00n, commission: 9_00n, activeMembers: 1 });
    const read = await agent('/arks/web/agent/settlement', { id: mine[0]!.id });
    const lines = Object.fromEntries(
      read.body.data.lines.map((l: { key: string; amount: string }) => [l.key, l.amount]),
    );
    expect(lines).toMatchObject({
      ggr: '40.00',
      bonus_deduction: '-5.00',
      net_result: '35.00',
      own_commission: '7.00',
      sub_agents: '20.00',
      sub_agent_share: '2.00',
      commission: '9.00',
    });
    expect((await agent('/arks/web/agent/settlements', {})).body.data).toMatchObject({
      total: 1,
      list: [{ commission: '9.00', status: 'pending' }],
    });
    // Another agent's statement is not theirs to read.
    const sub1 = await memberCaller(t.app, 'subagent1');
    expect((await sub1('/arks/web/agent/settlement', { id: mine[0]!.id })).body.code).toBe(3421);
  });

  it('pays an approved statement into the agent’s wallet exactly once; support may not approve', async () => {
    const [statement] = await statements(agentId);
    const url = `/api/admin/agent-statements/${statement!.id}/approve`;
    expect((await support.call('POST', url, {})).status).toBe(403);
    const before = await balance('agent001');
    const answers = await Promise.all(Array.from({ length: 20 }, () => finance.call('POST', url, {})));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await balance('agent001')).toBe(before + 9_00n);
    expect((await finance.get(`/api/admin/agent-statements/${statement!.id}`)).body).toMatchObject({
      status: 'paid',
      decided_by: 'finance',
    });
    const history = await agent('/arks/web/member/transactions', { group: 'award' });
    expect(history.body.data.list[0]).toMatchObject({ kind: 'agent_commission', amount: '9.00' });
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });

  it('applies a plan change from the next period and carries a negative period forward', async () => {
    const plan = (await finance.get(`/api/admin/agent-plans/${planId}`)).body;
    const terms = { ...plan.terms, tiers: [{ active_members: 1, net_result: '0', rate_permille: 500 }] };
    const saved = await finance.call('PUT', `/api/admin/agent-plans/${planId}`, {
      version: plan.version,
      name: plan.name,
      is_default: false,
      terms,
    });
    expect(saved.body).toMatchObject({
      terms: { tiers: [{ rate_permille: 200 }] },
      next_terms: { tiers: [{ rate_permille: 500 }] },
    });
    expect(
      (
        await finance.call('PUT', `/api/admin/agent-plans/${planId}`, {
          version: plan.version,
          name: plan.name,
          is_default: false,
          terms,
        })
      ).status,
    ).toBe(409);
    // Tomorrow the member wins 30.00 (a negative period), the day after loses 50.00.
    await play('settle1', 50_00n, 30_00n, 1);
    await play('settle1', 80_00n, -50_00n, 2);
    await t.app.agents.settle(ahead(3));
    const byDay = (await statements(agentId)).sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime());
    expect(byDay.map((s) => [s.netResult, s.carriedIn, s.carriedOut, s.commission, s.ratePermille, s.status])).toEqual([
      [35_00n, 0n, 0n, 9_00n, 200, 'paid'],
      [-30_00n, 0n, -30_00n, 0n, 0, 'nil'],
      [50_00n, -30_00n, 0n, 10_00n, 500, 'pending'],
    ]);
    // A rejected statement pays nothing.
    const reject = await finance.call('POST', `/api/admin/agent-statements/${byDay[2]!.id}/reject`, {
      reason: 'Bonus abuse',
    });
    expect(reject.body).toMatchObject({ status: 'rejected' });
    expect((await finance.call('POST', `/api/admin/agent-statements/${byDay[2]!.id}/approve`, {})).status).toBe(409);
  });
});
