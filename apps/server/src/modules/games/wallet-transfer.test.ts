import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { NO_FAULTS } from '@playdeck/sandbox-provider';
import { MEMBER_CENTRE_CODES as CODES } from '@playdeck/contract';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';

const SLOT = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits', device: 1 as const };
let serial = 0;
const requestId = () => `mywallet-${Date.now()}-${(serial += 1)}`;

describeEachDb('member centre: MyWallet transfers between main and a provider', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { GAME_PROVIDER_TIMEOUT_MS: '1000' });
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() => Object.assign(t.app.games.faults, NO_FAULTS));

  async function signIn(account: string, siteId = 1) {
    const member = (await t.app.identity.memberByAccount(siteId, account))!;
    const { token } = await t.app.identity.sessions.start({
      siteId,
      memberId: member.id,
      memberCurrency: member.memberCurrency,
      device: { udid: `mywallet-${account}` },
    });
    const headers = { authorization: `Bearer ${token}`, ...(siteId === 2 ? { host: '127.0.0.2' } : {}) };
    const call = (path: string, body: unknown = {}) => post(t.app, `/api${path}`, body, headers);
    const move = (direction: 'in' | 'out', amount: string, gp_id = 'GP01', request_id = requestId()) =>
      call('/member/profile/transfer', { gp_id, direction, amount, request_id });
    const wallets = async () => (await call('/member/profile/my_cash')).body.data;
    return { id: member.id, call, move, wallets };
  }

  it('moves an exact amount in and back, and the books agree', async () => {
    const m = await signIn('demo001');
    const before = await m.wallets();
    const into = await m.move('in', '123.45');
    expect(into.body).toMatchObject({ code: 100, data: { gp_id: 'GP01', provider_cash: '123.45', state: 'settled' } });
    const after = await m.wallets();
    expect(Number(after.member_cash)).toBeCloseTo(Number(before.member_cash) - 123.45, 2);
    expect(after.my_cash_list).toContainEqual(expect.objectContaining({ gp_id: 'GP01', balance: '123.45' }));
    const back = await m.move('out', '23.45');
    expect(back.body.data).toMatchObject({ provider_cash: '100.00', state: 'settled' });
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });

  it('refuses bad amounts and overdrafts with a code, moving nothing (VND has no decimals)', async () => {
    const m = await signIn('demo002');
    const before = await m.wallets();
    for (const amount of ['0', '0.00', '1.00', '1.5']) {
      expect((await m.move('in', amount)).body.code, amount).toBe(CODES.transferAmountInvalid);
    }
    expect((await m.move('in', '99999999999')).body.code).toBe(CODES.transferInsufficient);
    expect((await m.move('out', '1')).body.code).toBe(CODES.transferInsufficient);
    for (const amount of ['-1', 'NaN', '1e3', '', ' 1']) expect((await m.move('in', amount)).status).toBe(400);
    expect((await m.move('in', '1', 'NOPE')).body.code).toBe(CODES.transferProviderUnavailable);
    expect(await m.wallets()).toEqual(before);
  });

  it('is refused while that provider’s game is open', async () => {
    const m = await signIn('agent001');
    expect((await m.call('/member/game/play1', SLOT)).body.code).toBe(100);
    expect((await m.move('out', '1.00')).body.code).toBe(CODES.transferGameOpen);
    expect((await m.call('/member/game/leave1', { gp_id: 'GP01' })).body.code).toBe(100);
  });

  it('a repeated request id moves the money once', async () => {
    const m = await signIn('player001');
    const before = await m.wallets();
    const id = requestId();
    const replies = await Promise.all(Array.from({ length: 10 }, () => m.move('in', '10.00', 'GP01', id)));
    // On a loaded machine a provider call may outlive its timeout (the embedded provider waits behind the other
    // requests): the request that made the transfer, or one still making sure the player exists, then says the
    // provider is not answering, and the transfer stays pending for the reconciler. Any other answer is wrong.
    const codes = replies.map((r) => r.body.code);
    expect(
      codes.every((c) => c === 100 || c === CODES.transferProviderUnavailable),
      codes.join(),
    ).toBe(true);
    const after = await m.wallets();
    expect(Number(after.member_cash)).toBeCloseTo(Number(before.member_cash) - 10, 2);
  });

  it('200 parallel transfers in both directions never overdraw and keep the books', async () => {
    const m = await signIn('demo001');
    const start = await m.wallets();
    const total = Number(start.total);
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => m.move(i % 3 === 0 ? 'out' : 'in', i % 2 ? '7.00' : '13.00')),
    );
    const codes = new Set(replies.map((r) => r.body.code));
    // Racing transfers out can find the provider's balance spent between our read and its answer: it refuses.
    const outcomes = [100, CODES.transferBusy, CODES.transferInsufficient, CODES.transferProviderUnavailable];
    for (const code of codes) expect(outcomes).toContain(code);
    expect(replies.some((r) => r.body.code === 100)).toBe(true);
    const end = await m.wallets();
    expect(Number(end.total)).toBeCloseTo(total, 2);
    expect(Number(end.member_cash)).toBeGreaterThanOrEqual(0);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });

  // Seconds by design: the client's 1 s timeout, then the settling job's first delay (reconcileDelayMs, 2 s).
  it('a provider that does not answer leaves the transfer pending for the reconciler, never refunded on a guess', async () => {
    const m = await signIn('demo002');
    expect((await m.move('in', '5000')).body.code).toBe(100);
    Object.assign(t.app.games.faults, { timeoutAfterApplyRate: 1, hangMs: 2_500 });
    const res = await m.move('out', '2000');
    Object.assign(t.app.games.faults, NO_FAULTS);
    expect(res.body).toMatchObject({ code: 100, data: { state: 'pending' } });
    const deadline = Date.now() + 20_000;
    let settled = false;
    while (!settled && Date.now() < deadline) {
      const list = (await m.wallets()).my_cash_list as { gp_id: string; transfer_pending: boolean; balance: string }[];
      const gp = list.find((e) => e.gp_id === 'GP01')!;
      settled = !gp.transfer_pending && gp.balance === '3000';
      if (!settled) await new Promise((r) => setTimeout(r, 300));
    }
    expect(settled).toBe(true);
    expect(await t.app.wallet.mismatches()).toEqual([]);
  });

  it('a provider that refuses the call (503) moves nothing', async () => {
    const m = await signIn('demo002');
    const before = await m.wallets();
    Object.assign(t.app.games.faults, { errorRate: 1 });
    const res = await m.move('in', '5');
    Object.assign(t.app.games.faults, NO_FAULTS);
    expect(res.body.code).toBe(CODES.transferProviderUnavailable);
    expect((await m.wallets()).member_cash).toBe(before.member_cash);
  });

  it('never touches another member’s or another site’s wallet', async () => {
    const ap = await signIn('ap001', 2);
    const res = await ap.move('in', '1.00');
    expect(res.body.code).toBe(100);
    expect(res.body.data.member_cash).toMatch(/^\d+\.\d{2}$/);
    expect(
      (
        await post(t.app, '/api/member/profile/transfer', {
          gp_id: 'GP01',
          direction: 'in',
          amount: '1',
          request_id: requestId(),
        })
      ).status,
    ).toBe(401);
  });
});
