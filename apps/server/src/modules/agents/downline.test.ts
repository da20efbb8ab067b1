import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { IDENTITY_TEST_CONFIG } from '../../test/identity-helpers.js';
import { register } from '../../test/registration-helpers.js';
import { memberCaller } from '../../test/member-helpers.js';

describeEachDb('agents: downline registration, promotion links, DownlineInfo and the reports', (kind) => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof memberCaller>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...IDENTITY_TEST_CONFIG, SMS_OUTBOX_READABLE: 'true' });
    agent = await memberCaller(t.app, 'agent001');
  });
  afterAll(() => t.close());

  const member = (account: string) => t.app.identity.memberByAccount(1, account);
  const today = new Date().toISOString().slice(0, 10);
  const post1 = async (account: string, amount: bigint, kind: string, provider = '') => {
    const m = (await member(account))!;
    const key = `${kind}-${account}-${amount}-${Math.random()}`;
    await t.app.wallet.post({
      siteId: 1,
      memberId: m.id,
      currency: 'USD',
      provider,
      amount,
      kind,
      reference: key,
      idempotencyKey: key,
    });
  };

  it('registers a downline member under the agent by the site’s rules, once per account', async () => {
    const ok = await agent('/arks/web/agent/register', {
      member_account: 'Down001',
      password: 'Passw0rd1',
      member_phone: '5550000001',
      member_email: 'down001@example.com',
    });
    expect(ok.body).toMatchObject({ code: 100, data: { member_account: 'down001' } });
    const agentRow = (await member('agent001'))!;
    expect(await member('down001')).toMatchObject({ parentAgentId: agentRow.id, memberCurrency: 'USD' });
    const twice = await Promise.all(
      Array.from({ length: 10 }, () =>
        agent('/arks/web/agent/register', {
          member_account: 'down002',
          password: 'Passw0rd1',
          member_phone: '5550000002',
          member_email: 'down002@example.com',
        }),
      ),
    );
    expect(
      twice.filter((r) => r.body.code === 100),
      JSON.stringify(twice.map((r) => r.body)),
    ).toHaveLength(1);
    const again = await agent('/arks/web/agent/register', {
      member_account: 'down001',
      password: 'Passw0rd1',
      member_phone: '5550000009',
      member_email: 'down009@example.com',
    });
    expect(again.body.data).toMatchObject({ field: 'member_account' });
    expect(again.body.code).not.toBe(100);
    // The site's rules: a password too short, an e-mail of a blocked domain, a NUL byte.
    const phone = { member_phone: '5550000003', member_email: 'down003@example.com' };
    for (const body of [
      { member_account: 'down003', password: 'x', ...phone },
      { member_account: 'down003', password: 'Passw0rd1', ...phone, member_email: 'a@spam.example' },
      { member_account: 'down\u0000003', password: 'Passw0rd1', ...phone },
      // The site requires the phone (and it is unique).
      { member_account: 'down003', password: 'Passw0rd1', member_email: 'down003@example.com' },
      { member_account: 'down003', password: 'Passw0rd1', ...phone, member_phone: '5550000001' },
    ]) {
      const res = await agent('/arks/web/agent/register', body);
      expect(res.body.code, JSON.stringify(body)).not.toBe(100);
    }
    expect(await member('down003')).toBeUndefined();
  });

  it('gives the agent links that count visits and registrations; no one else can touch them', async () => {
    const { links, agent_id } = (await agent('/arks/web/agent/links')).body.data;
    expect(links).toHaveLength(1);
    const main = links[0];
    expect(main.path).toBe(`/register?id=${agent_id}&link=${main.code}`);
    const created = (await agent('/arks/web/agent/links/create', { name: 'Forum' })).body.data;
    // Visits by the link (registration's member_info), and one registration through it.
    await Promise.all(
      Array.from({ length: 7 }, () => post(t.app, '/api/member_info', { id: agent_id, link: created.code })),
    );
    expect((await post(t.app, '/api/member_info', { id: agent_id, link: 'NOSUCHCODE' })).body.code).toBe(100);
    const phone = '5550001111';
    await post(t.app, '/api/register/sms', { member_phone: phone, currency: 'USD', type: 'register_member' });
    const outbox = await t.app.inject({ method: 'GET', url: `/api/test/sms-outbox?phone=${phone}` });
    const reg = await register(t.app, {
      member_account: 'linked001',
      password: 'Passw0rd1',
      check_password: 'Passw0rd1',
      member_currency: 'USD',
      member_name: 'Linked Member',
      member_phone: phone,
      phone_verify: /(\d{6})/.exec(outbox.json().data.list[0].body)![1],
      member_email: 'linked001@example.com',
      withdraw_password: '1234',
      introducer: String(agent_id),
      register_type: 'member_agent',
      agent_link: created.code,
    });
    expect(reg.body.code, JSON.stringify(reg.body)).toBe(100);
    const after = (await agent('/arks/web/agent/links')).body.data.links;
    expect(after.find((l: { id: number }) => l.id === created.id)).toMatchObject({ visits: 7, registrations: 1 });
    expect(after.find((l: { id: number }) => l.id === main.id)).toMatchObject({ visits: 0, registrations: 0 });
    const other = await memberCaller(t.app, 'player001');
    expect((await other('/arks/web/agent/links/delete', { id: created.id })).body.code).toBe(3402);
    expect((await agent('/arks/web/agent/links/delete', { id: created.id })).body.code).toBe(100);
    expect((await agent('/arks/web/agent/links/delete', { id: created.id })).body.code).toBe(3405);
  });

  it('lists the agent’s own members with their money, searchable, and nobody else’s', async () => {
    await post1('down001', 300_00n, 'deposit');
    await post1('down001', -120_00n, 'game_transfer_in');
    await post1('down001', 120_00n, 'game_transfer_in', 'GP01');
    await post1('down001', -45_50n, 'game_result', 'GP01');
    const page = (await agent('/arks/web/agent/downline', { page: 1, count: 10 })).body.data;
    expect(page.total).toBe(3);
    expect(page.list.map((m: { member_account: string }) => m.member_account).sort()).toEqual([
      'down001',
      'down002',
      'linked001',
    ]);
    expect(page.list.find((m: { member_account: string }) => m.member_account === 'down001')).toMatchObject({
      is_agent: 0,
      status: 'active',
      deposits: '300.00',
      withdrawals: '0.00',
      net_result: '-45.50',
    });
    const search = (await agent('/arks/web/agent/downline', { member_account: 'DOWN', kind: 'member' })).body.data;
    expect(search.total).toBe(2);
    expect((await agent('/arks/web/agent/downline', { member_account: '%' })).body.data.total).toBe(0);
    expect((await agent('/arks/web/agent/downline', { kind: 'agent' })).body.data.total).toBe(0);
  });

  it('reports by period and by level, exact to the cent, with the total counting active members once', async () => {
    await post1('linked001', 50_25n, 'deposit');
    await post1('linked001', -10_00n, 'game_transfer_in');
    await post1('linked001', 10_00n, 'game_transfer_in', 'GP01');
    await post1('linked001', 2_75n, 'game_result', 'GP01');
    const byDay = (await agent('/arks/web/agent/report', { period: 'day', start_date: today, end_date: today })).body;
    expect(byDay.code).toBe(100);
    const expected = {
      registrations: 3,
      first_deposits: 2,
      deposits: '350.25',
      withdrawals: '0.00',
      turnover: '130.00',
      net_result: '-42.75',
      active_members: 2,
    };
    expect(byDay.data.list).toEqual([{ period_start: today, ...expected }]);
    expect(byDay.data.total).toEqual(expected);
    const byMonth = (await agent('/arks/web/agent/report', { period: 'month', start_date: today, end_date: today }))
      .body.data;
    expect(byMonth.total).toEqual(expected);
    const tiers = (await agent('/arks/web/agent/tier_report', { start_date: today, end_date: today })).body.data;
    expect(tiers.list).toEqual([{ level: 1, members: 3, ...expected }]);
    expect(tiers.total).toEqual(expected);
  });

  it('refuses a range backwards or longer than a year, and a day that does not exist', async () => {
    const refused = async (body: object) => (await agent('/arks/web/agent/report', body)).body.code;
    expect(await refused({ start_date: '2026-02-01', end_date: '2026-01-01' })).toBe(3431);
    expect(await refused({ start_date: '2024-01-01', end_date: '2026-01-01' })).toBe(3431);
    expect(await refused({ start_date: '2026-02-30', end_date: '2026-03-01' })).toBe(3431);
    expect((await agent('/arks/web/agent/report', { period: 'year', start_date: today, end_date: today })).status).toBe(
      400,
    );
  });
});
