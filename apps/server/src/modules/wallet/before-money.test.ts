import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiError } from '../../lib/envelope.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';
import { call, memberAuth, PAYMENTS_TEST_CONFIG, requestId } from '../../test/payment-helpers.js';
import type { MoneyAttempt } from './index.js';
import type { SignInAttempt } from '../identity/index.js';
import { wheelBody } from '../activities/activities-test-helpers.js';
import { signedIn } from '../../test/admin-helpers.js';

// The hook points other domains' policies use: a check added to wallet.beforeMoney is asked before money moves
// towards a member's play, on every path, and its refusal reaches the member with nothing moved; a check added
// to identity.beforeSignIn is asked before a session starts or a member is created.
const REFUSED = 9_901;
const SLOT = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits', device: 1 as const };

describeEachDb('checks before money moves and before sign-in', (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let demoId: number;
  const moneySeen: MoneyAttempt[] = [];
  const signInSeen: SignInAttempt[] = [];
  let refuse = false;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...PAYMENTS_TEST_CONFIG, ...IDENTITY_TEST_CONFIG });
    auth = await memberAuth(t.app);
    demoId = (await t.app.identity.memberByAccount(1, 'demo001'))!.id;
    t.app.wallet.beforeMoney.add(async (attempt) => {
      moneySeen.push(attempt);
      if (refuse) throw new ApiError(REFUSED, 'common.not_found');
    });
    t.app.identity.beforeSignIn.add(async (attempt) => {
      signInSeen.push(attempt);
      if (refuse) throw new ApiError(REFUSED, 'common.not_found');
    });
  }, 120_000);
  afterAll(() => t.close());

  const balances = async () => t.app.wallet.balances(1, demoId);
  const refused = async (send: () => Promise<{ body: { code: number } }>) => {
    refuse = true;
    try {
      const before = await balances();
      const seen = moneySeen.length;
      const res = await send();
      expect(res.body.code).toBe(REFUSED);
      expect(await balances()).toEqual(before);
      return moneySeen.slice(seen);
    } finally {
      refuse = false;
    }
  };
  const member = (move: MoneyAttempt['move'], amount: bigint | null) =>
    expect.objectContaining({ move, siteId: 1, memberId: demoId, currency: 'USD', amount });

  it('a deposit is asked with its amount before the order exists', async () => {
    const channels = await call(t.app, '/arks/web/payment/channels', {}, auth);
    const online = channels.body.data.channels.find((c: { kind: string }) => c.kind === 'online').id;
    const id = requestId();
    const seen = await refused(() =>
      call(t.app, '/arks/web/payment/deposit', { channel_id: online, amount: '12.34', request_id: id }, auth),
    );
    expect(seen).toEqual([member('deposit', 1_234n)]);
    const records = await call(t.app, '/arks/web/payment/records', { kind: 'deposit' }, auth);
    expect(JSON.stringify(records.body.data)).not.toContain(id);
  });

  it('a game launch and a transfer into a game are asked; a transfer out never is', async () => {
    const game = (path: string, body: object) => post(t.app, `/api${path}`, body, auth);
    expect(await refused(() => game('/member/game/play1', SLOT))).toEqual([member('game_launch', null)]);
    const transfer = (direction: 'in' | 'out', amount: string) =>
      game('/member/profile/transfer', { gp_id: 'GP01', direction, amount, request_id: requestId() });
    expect(await refused(() => transfer('in', '5.00'))).toEqual([member('game_transfer_in', 500n)]);
    // Unrefused, the money goes in, and comes back out without asking.
    expect((await transfer('in', '5.00')).body.code).toBe(100);
    const seen = moneySeen.length;
    refuse = true;
    try {
      expect((await transfer('out', '5.00')).body.code).toBe(100);
    } finally {
      refuse = false;
    }
    expect(moneySeen.length).toBe(seen);
  });

  it('a red envelope claim and a roulette spin are asked', async () => {
    const member1 = (await t.app.identity.memberByAccount(1, 'demo001'))!;
    const claim = () =>
      t.app.activities.redEnvelopes.claim(member1, 1).then(
        () => ({ body: { code: 100 } }),
        (err: ApiError) => ({ body: { code: err.code } }),
      );
    expect(await refused(claim)).toEqual([member('activity_claim', null)]);
    const content = await signedIn(t.app, 'content');
    expect((await content.call('POST', '/api/admin/roulettes', wheelBody())).status).toBe(200);
    const spin = () =>
      t.app.activities.roulette.spin(member1).then(
        () => ({ body: { code: 100 } }),
        (err: ApiError) => ({ body: { code: err.code } }),
      );
    expect(await refused(spin)).toEqual([member('roulette_spin', null)]);
    // Unrefused, the same member's spin goes through: the refusal spent none of their draws.
    expect((await spin()).body.code).toBe(100);
  });

  it('a login that passed every check, and a registration, are asked before any session or member exists', async () => {
    refuse = true;
    try {
      const seen = signInSeen.length;
      const res = await login(t.app, { account: 'demo002' });
      expect(res.body.code).toBe(REFUSED);
      expect(signInSeen.slice(seen)).toEqual([
        expect.objectContaining({ kind: 'login', siteId: 1, account: 'demo002', memberId: expect.any(Number) }),
      ]);
    } finally {
      refuse = false;
    }
    expect((await login(t.app, { account: 'demo002' })).body.code).toBe(100);
  });
});
