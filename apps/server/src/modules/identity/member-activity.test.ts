import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';

const of = (memberId: number) => `filter=${encodeURIComponent(JSON.stringify({ member_id: memberId }))}`;

describeEachDb('back office: a member’s sessions, logins, wallets and ledger', (kind) => {
  let t: TestApp;
  let support: AdminClient;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    support = await signedIn(t.app, 'support');
    id = (await t.app.identity.memberByAccount(1, 'player001'))!.id;
  });
  afterAll(() => t.close());

  it('records each login with its address and device, newest first', async () => {
    await login(t.app, { account: 'player001', udid: 'phone-1' });
    await login(t.app, { account: 'player001', udid: 'phone-1' });
    const logins = await support.get(`/api/admin/member-logins?${of(id)}`);
    expect(logins.status).toBe(200);
    expect(logins.body).toHaveLength(2);
    expect(logins.body[0]).toMatchObject({ member_id: id, udid: 'phone-1', ip: expect.any(String) });
    expect(logins.body[0].id).toBeGreaterThan(logins.body[1].id);
    const member = await support.get(`/api/admin/members/${id}`);
    expect(member.body.last_login_ip).toBe(logins.body[0].ip);
  });

  it('lists the live session and ends it: the member’s token stops working at once', async () => {
    const token = (await login(t.app, { account: 'player001', udid: 'phone-1' })).body.data.token as string;
    const live = await support.get(`/api/admin/member-sessions?${of(id)}`);
    expect(live.body).toHaveLength(1);
    const ended = await support.call('DELETE', `/api/admin/member-sessions/${live.body[0].id}`);
    expect(ended.status).toBe(204);
    expect((await post(t.app, '/api/member/profile/my_cash', {}, bearer(token))).status).toBe(401);
    expect((await support.get(`/api/admin/member-sessions?${of(id)}`)).body).toEqual([]);
  });

  it('shows the wallets and the ledger to the cent', async () => {
    const wallets = await support.get(`/api/admin/member-wallets?${of(id)}`);
    expect(wallets.body.find((w: { provider: string }) => w.provider === '')).toMatchObject({ balance: '300.00' });
    const ledger = await support.get(`/api/admin/ledger?${of(id)}`);
    expect(ledger.status).toBe(200);
    expect(ledger.body[0]).toMatchObject({ member_id: id, wallet: 'main', balance_after: '300.00' });
  });

  it('brings a stuck provider balance home, never from under an open game', async () => {
    const token = (await login(t.app, { account: 'player001', udid: 'phone-1' })).body.data.token as string;
    const slot = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits', device: 1 };
    expect((await post(t.app, '/api/member/game/play1', slot, bearer(token))).body.code).toBe(100);
    const finance = await signedIn(t.app, 'finance');
    const wallets = await finance.get(`/api/admin/member-wallets?${of(id)}`);
    const gp01 = wallets.body.find((w: { provider: string }) => w.provider === 'GP01');
    expect(gp01.balance).toBe('300.00');
    const whilePlaying = await finance.call('POST', `/api/admin/member-wallets/${gp01.id}/bring-back`);
    expect(whilePlaying.status).toBe(409);
    // The page was closed without leaving: the game row stays, the balance is stuck at the provider.
    await t.app.database.db.execute(sql`delete from open_games`);
    const back = await finance.call('POST', `/api/admin/member-wallets/${gp01.id}/bring-back`);
    expect(back.body).toEqual({ state: 'settled', amount: '300.00' });
    expect((await t.app.wallet.balances(1, id)).get('')).toBe(30_000n);
    expect(await t.app.wallet.mismatches()).toEqual([]);
    expect((await support.call('POST', `/api/admin/member-wallets/${gp01.id}/bring-back`)).status).toBe(403);
    const main = wallets.body.find((w: { provider: string }) => w.provider === '');
    expect((await finance.call('POST', `/api/admin/member-wallets/${main.id}/bring-back`)).status).toBe(400);
  });

  it('shows the letters the member was sent', async () => {
    await t.app.letters.send(1, { memberIds: [id] }, { title: 'Your bonus', content: '<p>Enjoy</p>' });
    const letters = await support.get(`/api/admin/member-letters?${of(id)}`);
    expect(letters.body[0]).toMatchObject({ member_id: id, title: 'Your bonus', is_read: false, deleted: false });
  });

  it('needs a member of a granted site, and the right role', async () => {
    const other = (await t.app.identity.memberByAccount(2, 'ap001'))!.id;
    const content = await signedIn(t.app, 'content');
    for (const path of ['member-logins', 'member-sessions', 'member-wallets', 'ledger', 'member-letters']) {
      expect((await support.get(`/api/admin/${path}`)).status, path).toBe(400);
      expect((await content.get(`/api/admin/${path}?${of(id)}`)).status, path).toBe(403);
    }
    const site1 = await t.app.identity.memberByAccount(1, 'demo001');
    expect(site1).toBeDefined();
    expect((await support.get(`/api/admin/ledger?${of(other)}`)).status).toBe(200);
    expect((await support.call('DELETE', '/api/admin/member-sessions/999999')).status).toBe(404);
  });
});
