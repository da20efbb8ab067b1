import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { PROGRAMME_CODES as CODES } from '@playdeck/contract';
import { ledgerEntries } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';

const DAY = 86_400_000;
let serial = 0;

describeEachDb('programmes: cash surplus (cash back on net losses)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const member = async (account: string) => (await t.app.identity.memberByAccount(1, account))!;
  async function as(account: string) {
    const m = await member(account);
    const { token } = await t.app.identity.sessions.start({
      siteId: 1,
      memberId: m.id,
      memberCurrency: m.memberCurrency,
      device: { udid: `cashback-${account}` },
    });
    return (path: string, body: unknown = {}) => post(t.app, `/api${path}`, body, { authorization: `Bearer ${token}` });
  }
  /** A settled game result at GP01 (negative: the member lost), as the games' settlement posts it. */
  async function played(account: string, result: bigint) {
    const m = await member(account);
    const key = `cashback-test-${(serial += 1)}`;
    const at = { siteId: 1, memberId: m.id, currency: m.memberCurrency, provider: 'GP01', reference: key };
    if (result < 0n)
      await t.app.wallet.post({ ...at, amount: -result, kind: 'game_transfer_in', idempotencyKey: `${key}:in` });
    await t.app.wallet.post({ ...at, amount: result, kind: 'game_result', idempotencyKey: `${key}:result` });
    return key;
  }
  const balance = async (account: string) => (await t.app.wallet.mainMinor(1, (await member(account)).id)) ?? 0n;
  const tomorrow = () => new Date(Date.now() + DAY);

  it('is active for USD and VND of the first site only; the check is public', async () => {
    const check = (body: unknown) => post(t.app, '/api/arks/web/cash_surplus/check', body);
    expect((await check({ site_id: 1, currency: 'USD' })).body.data).toEqual({ active: 1 });
    expect((await check({ site_id: 1, currency: 'RMB' })).body.data).toEqual({ active: 0 });
    expect((await check({ site_id: 2, currency: 'USD' })).body.data).toEqual({ active: 0 });
    expect((await check({ site_id: 'x' })).status).toBe(400);
    // The test-only runner exists only with PROGRAMME_JOBS_RUNNABLE.
    expect((await post(t.app, '/api/test/programmes/run', {})).status).toBe(404);
  });

  it('estimates today’s cash back from today’s net loss, and tells the member how it works', async () => {
    await played('demo001', -300_00n);
    await played('demo001', 100_00n);
    const info = (await (await as('demo001'))('/arks/web/cash_surplus/info')).body.data;
    expect(info).toMatchObject({
      active: 1,
      settings: { rate_permille: 50, cap: '100.00', minimum: '1.00', period: 'day', mode: 'claim' },
      current: { net_loss: '200.00', estimate: '10.00' },
    });
  });

  describe('claim mode', () => {
    it('grants the ended day once, however many runs race; the layout says there is cash back to claim', async () => {
      const runs = await Promise.all(Array.from({ length: 6 }, () => t.app.programmes.grantCashback(tomorrow())));
      expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
      const call = await as('demo001');
      const [grant] = (await call('/arks/web/cash_surplus/info')).body.data.grants;
      expect(grant).toMatchObject({ net_loss: '200.00', amount: '10.00', status: 'claimable', paid_at: null });
      const layout = (await call('/member/profile/common/layout')).body.data.member_common_layout;
      expect(layout.cash_back_status).toBe(1);
    });

    it('pays one of 50 parallel claims, once; the others are told it was claimed', async () => {
      const call = await as('demo001');
      const [grant] = (await call('/arks/web/cash_surplus/info')).body.data.grants;
      const before = await balance('demo001');
      const replies = await Promise.all(
        Array.from({ length: 50 }, () => call('/arks/web/cash_surplus/claim', { id: grant.id })),
      );
      const codes = replies.map((r) => r.body.code);
      expect(codes.filter((c) => c === 100)).toHaveLength(1);
      expect(codes.filter((c) => c !== 100).every((c) => c === CODES.alreadyClaimed)).toBe(true);
      expect((await balance('demo001')) - before).toBe(10_00n);
      expect((await call('/member/profile/common/layout')).body.data.member_common_layout.cash_back_status).toBe(0);
      expect(await t.app.wallet.mismatches()).toEqual([]);
    });

    it('another member cannot claim it; unknown ids and bad bodies change nothing', async () => {
      const [grant] = (await (await as('demo001'))('/arks/web/cash_surplus/info')).body.data.grants;
      const other = await as('player001');
      expect((await other('/arks/web/cash_surplus/claim', { id: grant.id })).body.code).toBe(CODES.grantNotFound);
      expect((await other('/arks/web/cash_surplus/claim', { id: 99_999_999 })).body.code).toBe(CODES.grantNotFound);
      for (const body of [{}, { id: '1' }, { id: 0 }, { id: 1.5 }]) {
        expect((await other('/arks/web/cash_surplus/claim', body)).status).toBe(400);
      }
      expect((await post(t.app, '/api/arks/web/cash_surplus/claim', { id: grant.id })).status).toBe(401);
    });

    it('a grant not claimed within seven days expires and cannot be claimed', async () => {
      await played('player001', -50_00n);
      await t.app.programmes.grantCashback(tomorrow());
      const call = await as('player001');
      const [grant] = (await call('/arks/web/cash_surplus/info')).body.data.grants;
      expect(grant).toMatchObject({ amount: '2.50', status: 'claimable' });
      await t.app.programmes.grantCashback(new Date(Date.now() + 9 * DAY));
      expect((await call('/arks/web/cash_surplus/info')).body.data.grants[0].status).toBe('expired');
      const before = await balance('player001');
      expect((await call('/arks/web/cash_surplus/claim', { id: grant.id })).body.code).toBe(CODES.claimExpired);
      expect(await balance('player001')).toBe(before);
    });

    it('grants nothing for a day won, or a loss returning less than the minimum', async () => {
      await played('agent001', 500_00n);
      await played('demo002', -10n); // VND: 3 % of 10 is nothing
      expect(await t.app.programmes.grantCashback(tomorrow())).toBe(0);
    });
  });

  it('auto mode (VND, weekly) pays the week’s cash back by itself, once', async () => {
    await played('demo002', -100_000n);
    const before = await balance('demo002');
    const nextWeek = new Date(Date.now() + 7 * DAY);
    expect(await t.app.programmes.grantCashback(nextWeek)).toBe(1);
    expect(await t.app.programmes.grantCashback(nextWeek)).toBe(0);
    expect((await balance('demo002')) - before).toBe(3_000n);
    const [grant] = (await (await as('demo002'))('/arks/web/cash_surplus/info')).body.data.grants;
    expect(grant).toMatchObject({ status: 'paid', amount: '3000' });
  });

  it('the back office lists grants and edits settings; a new rate never reaches back', async () => {
    const finance = await signedIn(t.app, 'finance');
    const grants = await finance.get('/api/admin/cashback-grants?filter=%7B%22status%22%3A%22paid%22%7D');
    expect(grants.body.length).toBeGreaterThanOrEqual(2);
    const URL = '/api/admin/cashback-settings/1:USD';
    const before = (await finance.get(URL)).body;
    const { version, enabled, period, mode } = before;
    const body = { version, enabled, period, mode, rate_permille: 100, cap: '0', minimum: '0.5' };
    const saved = await finance.call('PUT', URL, body);
    expect(saved.body).toMatchObject({ rate_permille: 100, cap: '0.00', minimum: '0.50' });
    for (const bad of [{ rate_permille: 501 }, { cap: '1.234' }, { period: 'month' }, { mode: 'never' }]) {
      expect((await finance.call('PUT', URL, { ...body, version: saved.body.version, ...bad })).status).toBe(400);
    }
    // A loss two days ago, in a period that ended before this save: the new rate does not grant it.
    const key = await played('agent001', -100_00n);
    await t.app.database.db
      .update(ledgerEntries)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(like(ledgerEntries.idempotencyKey, `${key}:%`));
    expect(await t.app.programmes.grantCashback()).toBe(0);
    const content = await signedIn(t.app, 'content');
    expect((await content.get(URL)).status).toBe(403);
  });
});
