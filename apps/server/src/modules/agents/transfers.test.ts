import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentTransfers, members } from '../../db/schema/index.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { memberCaller } from '../../test/member-helpers.js';

describeEachDb('agents: transfers to the downline', (kind) => {
  let t: TestApp;
  let finance: AdminClient;
  let agent: Awaited<ReturnType<typeof memberCaller>>;
  let agentId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    finance = await signedIn(t.app, 'finance');
    agent = await memberCaller(t.app, 'agent001');
    agentId = (await t.app.identity.memberByAccount(1, 'agent001'))!.id;
    // player001 is agent001's; demo002 belongs to no agent; ap001 is on the other site.
    await t.app.database.db
      .update(members)
      .set({ parentAgentId: agentId })
      .where(eq(members.memberAccount, 'player001'));
  });
  afterAll(() => t.close());

  const balance = async (account: string, siteId = 1) => {
    const m = (await t.app.identity.memberByAccount(siteId, account))!;
    return (await t.app.wallet.mainMinor(siteId, m.id)) ?? 0n;
  };
  let requests = 0;
  // Each from its own address: the withdraw password's throttle allows 5 at once per account and address
  // and 50 per account (the same transfer sent 200 times at once from one place is an attacker's guessing).
  const transfer = (body: Record<string, unknown>) => {
    requests += 1;
    return agent(
      '/arks/web/agent/transfer',
      {
        member_account: 'player001',
        amount: '1.00',
        withdraw_password: '1234',
        request_id: `req-${kind}-${requests}-transfer`,
        ...body,
      },
      `10.77.${requests >> 8}.${requests & 255}`,
    );
  };
  const setRule = async (rule: Record<string, unknown>) => {
    const { version } = (await finance.get('/api/admin/agent-transfer-rules/1:USD')).body;
    const res = await finance.call('PUT', '/api/admin/agent-transfer-rules/1:USD', { version, ...rule });
    expect(res.status).toBe(200);
  };

  it('moves an exact amount from the agent to their member, once per request id', async () => {
    const [agentBefore, memberBefore] = [await balance('agent001'), await balance('player001')];
    const body = { amount: '12.34', request_id: `double-${kind}-submit` };
    const answers = await Promise.all(Array.from({ length: 50 }, () => transfer(body)));
    expect(answers.every((r) => r.body.code === 100)).toBe(true);
    expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
    expect(await balance('agent001')).toBe(agentBefore - 12_34n);
    expect(await balance('player001')).toBe(memberBefore + 12_34n);
    const info = (await agent('/arks/web/agent/transfer/info')).body.data;
    expect(info).toMatchObject({ currency: 'USD', has_withdraw_password: true });
    expect(info.recent[0]).toMatchObject({ member_account: 'player001', amount: '12.34' });
    expect(info.limits).toMatchObject({ enabled: true, min: '1.00', used_today: '12.34' });
  });

  it('answers the same to another agent’s member, the other site’s, an unknown and a closed account', async () => {
    const before = await balance('agent001');
    for (const account of ['demo002', 'ap001', 'nobody999', 'agent001']) {
      expect((await transfer({ member_account: account })).body.code, account).toBe(3404);
    }
    expect(await balance('agent001')).toBe(before);
  });

  it('refuses bad amounts, a wrong withdraw password and the limits, moving nothing', async () => {
    const before = await balance('agent001');
    for (const amount of ['0', '0.00', '1.234', '-1', '1e3', '', ' 5', '1.00\u0000']) {
      const res = await transfer({ amount });
      expect([400, 3411].includes(res.body.code), `${amount}: ${JSON.stringify(res.body)}`).toBe(true);
    }
    expect((await transfer({ withdraw_password: '9999' })).body.code).toBe(3112);
    expect((await transfer({ amount: '0.50' })).body.code).toBe(3412);
    expect((await transfer({ amount: '10000.01' })).body.code).toBe(3413);
    expect((await transfer({ amount: '1999.00' })).body.code).toBe(3415);
    await setRule({ enabled: false, min: '1.00', max: '100.00', daily: '0' });
    expect((await transfer({})).body.code).toBe(3416);
    expect(await balance('agent001')).toBe(before);
    const support = await signedIn(t.app, 'support');
    expect(
      (
        await support.call('PUT', '/api/admin/agent-transfer-rules/1:USD', {
          enabled: true,
          min: '1',
          max: '2',
          daily: '0',
        })
      ).status,
    ).toBe(403);
  });

  it('lets parallel transfers pass the daily limit not by a cent', async () => {
    await setRule({ enabled: true, min: '1.00', max: '100.00', daily: '37.34' });
    const [agentBefore, memberBefore] = [await balance('agent001'), await balance('player001')];
    // 12.34 went out today already: 25.00 is left, for 25 of the 50 transfers of 1.00 sent at once.
    const answers = await Promise.all(Array.from({ length: 50 }, () => transfer({ amount: '1.00' })));
    const codes = answers.map((r) => r.body.code);
    expect(codes.filter((c) => c === 100)).toHaveLength(25);
    expect(codes.filter((c) => c !== 100).every((c) => c === 3414)).toBe(true);
    expect(await balance('agent001')).toBe(agentBefore - 25_00n);
    expect(await balance('player001')).toBe(memberBefore + 25_00n);
    const rows = await t.app.database.db.select().from(agentTransfers).where(eq(agentTransfers.agentId, agentId));
    expect(rows.reduce((sum, r) => sum + r.amount, 0n)).toBe(37_34n);
    expect((await t.app.wallet.mismatches()).length).toBe(0);
    const listed = await finance.get(
      `/api/admin/agent-transfers?filter=${encodeURIComponent(`{"agent_id":${agentId}}`)}`,
    );
    expect(listed.headers['content-range']).toBe('agent-transfers 0-24/26');
  });

  it('leaves nothing behind when the transaction fails half-way', async () => {
    await setRule({ enabled: true, min: '1.00', max: '100.00', daily: '0' });
    const [agentBefore, memberBefore] = [await balance('agent001'), await balance('player001')];
    const count = async () =>
      (await t.app.database.db.select().from(agentTransfers).where(eq(agentTransfers.agentId, agentId))).length;
    const rowsBefore = await count();
    const append = t.app.audit.append;
    t.app.audit.append = async () => {
      throw new Error('the audit table is not answering');
    };
    try {
      expect((await transfer({ amount: '5.00' })).status).toBe(500);
    } finally {
      t.app.audit.append = append;
    }
    expect(await balance('agent001')).toBe(agentBefore);
    expect(await balance('player001')).toBe(memberBefore);
    expect(await count()).toBe(rowsBefore);
  });
});
