import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';

describeEachDb('member centre: the agent checks', (kind) => {
  let t: TestApp;
  let owner: AdminClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedIn(t.app, 'owner');
  });
  afterAll(() => t.close());

  async function as(account: string) {
    const member = (await t.app.identity.memberByAccount(1, account))!;
    const { token } = await t.app.identity.sessions.start({
      siteId: 1,
      memberId: member.id,
      memberCurrency: member.memberCurrency,
      device: { udid: `agents-${account}` },
    });
    return (path: string, body: unknown = {}) => post(t.app, `/api${path}`, body, { authorization: `Bearer ${token}` });
  }
  const setSite = async (body: Record<string, unknown>) => {
    const { version } = (await owner.get('/api/admin/site-settings/1')).body;
    const res = await owner.call('PUT', '/api/admin/site-settings/1', { version, ...body });
    expect(res.status).toBe(200);
  };

  it('names the site’s agent levels as its owner set them', async () => {
    const agent = await as('agent001');
    const res = await agent('/arks/web/agent-level-rename');
    expect(res.body).toMatchObject({
      code: 100,
      data: { detail: [{ agent_level: 1, name: 'Agent' }, expect.anything(), expect.anything()] },
    });
    await setSite({ agent_level_names: ['Partner', 'Gold partner'] });
    expect((await agent('/arks/web/agent-level-rename')).body.data.detail).toEqual([
      { agent_level: 1, name: 'Partner' },
      { agent_level: 2, name: 'Gold partner' },
    ]);
  });

  it('answers 100 to a member who may apply, 101 to an agent, 104 when the site takes no applications', async () => {
    const member = await as('demo001');
    const agent = await as('agent001');
    const check = { agent_id: 0, apply_agent_flag: 0 };
    expect((await member('/member/apply_for_agent/check', check)).body.code).toBe(100);
    expect((await agent('/member/apply_for_agent/check', check)).body.code).toBe(101);
    await setSite({ agent_applications_open: false });
    expect((await member('/member/apply_for_agent/check', check)).body.code).toBe(104);
    await setSite({ agent_applications_open: true });
    expect((await member('/member/apply_for_agent/check', {})).body.code).toBe(100);
  });

  it('needs a member, and a well-formed body', async () => {
    expect((await post(t.app, '/api/arks/web/agent-level-rename', {})).status).toBe(401);
    expect((await post(t.app, '/api/member/apply_for_agent/check', {})).status).toBe(401);
    const member = await as('demo001');
    expect((await member('/member/apply_for_agent/check', { apply_agent_flag: 1 })).status).toBe(400);
    expect((await member('/arks/web/agent-level-rename', { x: 1 })).status).toBe(400);
  });

  it('keeps the site settings’ member-centre fields, and refuses an unknown link or markup', async () => {
    await setSite({ hidden_member_links: ['Deposit', 'DWRecord'] });
    const read = (await owner.get('/api/admin/site-settings/1')).body;
    expect(read).toMatchObject({ hidden_member_links: ['Deposit', 'DWRecord'], agent_applications_open: true });
    const detail = (await post(t.app, '/api/arks/web/site/detail', {})).body.data.detail;
    expect(detail.env_config.hiddenMemberLinks).toEqual(['Deposit', 'DWRecord']);
    for (const bad of [{ hidden_member_links: ['Casino'] }, { agent_level_names: ['<b>x</b>'] }]) {
      const res = await owner.call('PUT', '/api/admin/site-settings/1', { version: read.version, ...bad });
      expect(res.status).toBe(400);
    }
    await setSite({ hidden_member_links: [] });
  });
});
