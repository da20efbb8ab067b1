import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { memberCaller } from '../../test/member-helpers.js';

describeEachDb('agents: applying and the operator’s decision', (kind) => {
  let t: TestApp;
  let support: AdminClient;
  let finance: AdminClient;
  let content: AdminClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    support = await signedIn(t.app, 'support');
    finance = await signedIn(t.app, 'finance');
    content = await signedIn(t.app, 'content');
  });
  afterAll(() => t.close());

  const member = (account: string, siteId = 1) => t.app.identity.memberByAccount(siteId, account);
  const pending = async (memberId: number) =>
    (
      await support.get(
        `/api/admin/agent-applications?filter=${encodeURIComponent(JSON.stringify({ member_id: memberId }))}`,
      )
    ).body as { id: number; status: string }[];

  it('takes one application with the agreement accepted; the check then answers 101', async () => {
    const call = await memberCaller(t.app, 'player001');
    expect((await call('/member/apply_for_agent/check', { agent_id: 0, apply_agent_flag: 0 })).body.code).toBe(100);
    expect((await call('/member/apply_for_agent', { note: 'I run a forum' })).status).toBe(400);
    expect((await call('/member/apply_for_agent', { agree: 0 })).status).toBe(400);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('/member/apply_for_agent', { agree: 1, note: 'I run a forum' })),
    );
    expect(answers.filter((r) => r.body.code === 100)).toHaveLength(1);
    expect(answers.filter((r) => r.body.code === 101)).toHaveLength(19);
    expect((await call('/member/apply_for_agent/check', {})).body.code).toBe(101);
    const [application] = await pending((await member('player001'))!.id);
    expect(application).toMatchObject({ status: 'pending', member_account: 'player001', note: 'I run a forum' });
  });

  it('lets support approve once (finance and content may not); the member becomes an agent on the plan', async () => {
    const memberId = (await member('player001'))!.id;
    const [application] = await pending(memberId);
    const url = `/api/admin/agent-applications/${application!.id}/approve`;
    expect((await finance.call('POST', url, { plan_id: null })).status).toBe(403);
    expect((await content.call('POST', url, { plan_id: null })).status).toBe(403);
    // A plan of another site or currency is refused and changes nothing.
    expect((await support.call('POST', url, { plan_id: 3 })).status).toBe(400);
    const [first, second] = await Promise.all([
      support.call('POST', url, { plan_id: 1 }),
      support.call('POST', url, { plan_id: 1 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const agent = (await member('player001'))!;
    expect(agent).toMatchObject({ isAgent: true, agentActive: true, agentType: 1, agentLevel: 1, agentPlanId: 1 });
    const trail = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agent_application.approve'), eq(auditLog.targetId, String(memberId))));
    expect(trail).toHaveLength(1);
    const call = await memberCaller(t.app, 'player001');
    expect((await call('/member/apply_for_agent/check', {})).body.code).toBe(101);
    const plan = (await call('/arks/web/agent/plan')).body;
    expect(plan).toMatchObject({
      code: 100,
      data: { agent_level: 1, plan: { name: 'Standard revenue share', currency: 'USD', terms: { period: 'month' } } },
    });
  });

  it('rejects with a reason; the member may apply again; a member under an agent becomes a sub-agent', async () => {
    const agent = (await member('agent001'))!;
    const call = await memberCaller(t.app, 'demo001');
    const demo = (await member('demo001'))!;
    await t.app.identity.updateMember(demo.id, { parentAgentId: agent.id });
    expect((await call('/member/apply_for_agent', { agree: 1 })).body.code).toBe(100);
    const [application] = await pending(demo.id);
    const reject = `/api/admin/agent-applications/${application!.id}/reject`;
    expect((await support.call('POST', reject, {})).status).toBe(400);
    expect((await support.call('POST', reject, { reason: 'Tell us more' })).body).toMatchObject({
      status: 'rejected',
      reason: 'Tell us more',
      decided_by: 'support',
    });
    expect((await member('demo001'))!.isAgent).toBe(false);
    expect((await call('/member/apply_for_agent', { agree: 1 })).body.code).toBe(100);
    const again = (await pending(demo.id)).find((a) => a.status === 'pending')!;
    await support.call('POST', `/api/admin/agent-applications/${again.id}/approve`, { plan_id: null });
    expect(await member('demo001')).toMatchObject({ isAgent: true, agentLevel: 2, agentPlanId: null });
  });

  it('keeps the agent tools from members who are not agents, and applications from other sites', async () => {
    const call = await memberCaller(t.app, 'demo002');
    for (const path of ['/arks/web/agent/plan', '/arks/web/agent/links', '/arks/web/agent/transfer/info']) {
      expect((await call(path)).body.code).toBe(3402);
    }
    expect((await call('/arks/web/agent/downline', { page: 1 })).body.code).toBe(3402);
    const site2 = await memberCaller(t.app, 'ap001', 2);
    expect((await site2('/member/apply_for_agent', { agree: 1 })).body.code).toBe(100);
    const mine = await support.get(`/api/admin/agent-applications?filter=${encodeURIComponent('{"site_id":2}')}`);
    expect(mine.body).toHaveLength(1);
  });

  it('lists the agents; support switches one off (and may not move plans), the owner moves plans', async () => {
    const agentId = (await member('player001'))!.id;
    const listed = await support.get(`/api/admin/agents?filter=${encodeURIComponent('{"member_account":"player"}')}`);
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: agentId,
        plan_id: 1,
        plan_name: 'Standard revenue share',
        parent_agent_account: null,
      }),
    ]);
    const url = `/api/admin/agents/${agentId}`;
    expect((await finance.call('PUT', url, { plan_id: 1, agent_active: false, reason: 'x' })).status).toBe(403);
    expect((await support.call('PUT', url, { plan_id: null, agent_active: true, reason: 'cheaper' })).status).toBe(403);
    const off = await support.call('PUT', url, { plan_id: 1, agent_active: false, reason: 'Spam complaints' });
    expect(off.body).toMatchObject({ agent_active: false, plan_id: 1 });
    const call = await memberCaller(t.app, 'player001');
    expect((await call('/arks/web/agent/links')).body.code).toBe(3403);
    const owner = await signedIn(t.app, 'owner');
    expect((await owner.call('PUT', url, { plan_id: 2, agent_active: true, reason: 'VND plan' })).status).toBe(400);
    const back = await owner.call('PUT', url, { plan_id: null, agent_active: true, reason: 'Cleared' });
    expect(back.body).toMatchObject({ agent_active: true, plan_id: null, plan_name: null });
    expect((await call('/arks/web/agent/links')).body.code).toBe(100);
    expect((await support.get('/api/admin/agents/999999')).status).toBe(404);
  });

  it('shows the agreement in the request’s language', async () => {
    const call = await memberCaller(t.app, 'demo002');
    const res = await call('/arks/web/agent/agreement');
    expect(res.body.data.title).toBe('Agent agreement');
    expect(res.body.data.content).toContain('<h2>');
  });
});
