import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';

describeEachDb('programmes: recommend a friend', (kind) => {
  let t: TestApp;
  let finance: AdminClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    finance = await signedIn(t.app, 'finance');
  });
  afterAll(() => t.close());

  const member = async (account: string, siteId = 1) => (await t.app.identity.memberByAccount(siteId, account))!;
  async function as(account: string, siteId = 1) {
    const m = await member(account, siteId);
    const { token } = await t.app.identity.sessions.start({
      siteId,
      memberId: m.id,
      memberCurrency: m.memberCurrency,
      device: { udid: `referral-${account}` },
    });
    const headers = { authorization: `Bearer ${token}`, host: siteId === 2 ? '127.0.0.2' : 'localhost' };
    return (path: string, body: unknown = {}) => post(t.app, `/api${path}`, body, headers);
  }
  const refer = (friend: string, referrer: number) =>
    t.app.database.db.update(members).set({ referrerId: referrer }).where(eq(members.memberAccount, friend));
  const deposit = async (account: string, minor: bigint, key: string) => {
    const m = await member(account);
    await t.app.wallet.post({
      siteId: 1,
      memberId: m.id,
      currency: m.memberCurrency,
      amount: minor,
      kind: 'deposit',
      reference: key,
      idempotencyKey: key,
    });
  };
  const balance = async (account: string) => {
    const m = await member(account);
    return (await t.app.wallet.mainMinor(1, m.id)) ?? 0n;
  };

  it('shows the member’s code, link and the rules; the bonus check says the programme runs', async () => {
    const call = await as('demo001');
    const res = await call('/arks/web/recommend/project');
    expect(res.body.data).toMatchObject({
      active: 1,
      currency: 'USD',
      recommend_code: 'DEMO01',
      link: 'http://localhost/register?invite=DEMO01',
      rules: [
        { kind: 'first_deposit', threshold: '100.00', award: '10.00' },
        { kind: 'turnover', threshold: '1000.00', award: '20.00' },
      ],
    });
    const check = await post(t.app, '/api/bonus_setting/check', { site_id: 1, member_currency: 'USD' });
    expect(check.body.data).toEqual({ is_friend: 1 });
    const rmb = await post(t.app, '/api/bonus_setting/check', { site_id: 1, member_currency: 'RMB' });
    expect(rmb.body.data).toEqual({ is_friend: 0 });
  });

  it('gives a member without a code one, the same every time', async () => {
    const call = await as('player001');
    const codes = await Promise.all([1, 2, 3].map(async () => (await call('/arks/web/recommend/project')).body.data));
    expect(new Set(codes.map((c) => c.recommend_code)).size).toBe(1);
    expect(codes[0].recommend_code).toMatch(/^[A-Z2-9]{8}$/);
  });

  describe('awards', () => {
    it('pays the first-deposit award once, however many runs race, and shows it to the referrer', async () => {
      const referrer = await member('demo001');
      await refer('player001', referrer.id);
      const before = await balance('demo001');
      await deposit('player001', 50_00n, 'ref-test-small');
      expect(await t.app.programmes.payReferralAwards()).toBe(0); // the first deposit was below 100.00
      await refer('agent001', referrer.id);
      await deposit('agent001', 150_00n, 'ref-test-agent-1');
      // The job's own tick may get there first (then every run here pays nothing): at most one pays.
      const runs = await Promise.all(Array.from({ length: 8 }, () => t.app.programmes.payReferralAwards()));
      expect(runs.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
      await t.app.programmes.payReferralAwards();
      expect((await balance('demo001')) - before).toBe(10_00n);
      const records = (await (await as('demo001'))('/arks/web/recommend/records')).body.data;
      expect(records.total).toBe(2);
      expect(records.award_total).toBe('10.00');
      expect(records.awards).toEqual([expect.objectContaining({ kind: 'first_deposit', amount: '10.00' })]);
      const agent = records.friends.find((f: { first_deposit: string | null }) => f.first_deposit === '150.00');
      expect(agent).toMatchObject({ member_account: 'ag****01', awarded: '10.00' });
      expect(await t.app.wallet.mismatches()).toEqual([]);
    });

    it('pays the turnover award when the friend’s stakes reach the threshold', async () => {
      const before = await balance('demo001');
      const friend = await member('agent001');
      await deposit('agent001', 1_000_00n, 'ref-test-agent-2');
      await t.app.wallet.post({
        siteId: 1,
        memberId: friend.id,
        currency: 'USD',
        amount: -1_000_00n,
        kind: 'game_transfer_in',
        reference: 'ref-test-stake',
        idempotencyKey: 'ref-test-stake',
      });
      await t.app.programmes.payReferralAwards();
      expect(await t.app.programmes.payReferralAwards()).toBe(0);
      expect((await balance('demo001')) - before).toBe(20_00n);
    });
  });

  it('finds one of the member’s own friends only', async () => {
    const call = await as('demo001');
    const found = await call('/arks/web/recommend/search', { member_account: 'AGENT001' });
    expect(found.body.data.friend).toMatchObject({ member_account: 'ag****01' });
    expect((await call('/arks/web/recommend/search', { member_account: 'demo002' })).body.data.friend).toBeNull();
    const other = await as('demo002');
    expect((await other('/arks/web/recommend/search', { member_account: 'agent001' })).body.data.friend).toBeNull();
    expect((await other('/arks/web/recommend/records')).body.data).toMatchObject({ total: 0, awards: [] });
    for (const body of [{}, { member_account: '' }, { member_account: '<b>' }, { member_account: 'x'.repeat(33) }]) {
      expect((await call('/arks/web/recommend/search', body)).status).toBe(400);
    }
    expect((await post(t.app, '/api/arks/web/recommend/records', {})).status).toBe(401);
  });

  describe('back office', () => {
    const URL = '/api/admin/referral-settings/1:USD';
    it('finance edits the rules (audited); a stale version is refused; support reads only', async () => {
      const before = (await finance.get(URL)).body;
      const body = {
        version: before.version,
        enabled: true,
        rules: [{ kind: 'first_deposit', threshold: '50', award: '5.5' }],
      };
      const saved = await finance.call('PUT', URL, body);
      expect(saved.body).toMatchObject({ rules: [{ kind: 'first_deposit', threshold: '50.00', award: '5.50' }] });
      expect((await finance.call('PUT', URL, body)).status).toBe(409);
      const support = await signedIn(t.app, 'support');
      expect((await support.get('/api/admin/referral-settings?filter=%7B%22site_id%22%3A1%7D')).status).toBe(200);
      expect((await support.call('PUT', URL, { ...body, version: saved.body.version })).status).toBe(403);
      // (The job running meanwhile may pay player001's award under the new rule: look for agent001's.)
      const awards = await support.get('/api/admin/referral-awards');
      expect(awards.body).toContainEqual(
        expect.objectContaining({ referrer_account: 'demo001', friend_account: 'agent001', kind: 'turnover' }),
      );
    });

    it('refuses bad rules with a 400 naming the field, changing nothing', async () => {
      const before = (await finance.get(URL)).body;
      const bad = [
        { rules: [{ kind: 'first_deposit', threshold: '1.234', award: '1' }] },
        { rules: [{ kind: 'turnover', threshold: '0', award: '1' }] },
        { rules: [{ kind: 'first_deposit', threshold: '1', award: '0' }] },
        {
          rules: [
            { kind: 'first_deposit', threshold: '1', award: '1' },
            { kind: 'first_deposit', threshold: '2', award: '1' },
          ],
        },
        { rules: [{ kind: 'bonus', threshold: '1', award: '1' }] },
      ];
      for (const b of bad) {
        const res = await finance.call('PUT', URL, { version: before.version, enabled: true, ...b });
        expect(res.status, JSON.stringify(b)).toBe(400);
      }
      expect((await finance.get(URL)).body).toEqual(before);
      expect((await finance.get('/api/admin/referral-settings/2:VND')).status).toBe(404);
    });
  });
});
