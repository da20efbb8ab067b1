import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';

/** A production-grade secret (random-looking, not from the repo). */
const SECRET = 'q3Xv9LmT0pRz7KsW2bYc8NdF5hJgA1eU';

/** Every call of the sandbox's operator (wallet) API, with the key printed in the README of old. */
const OPERATOR_CALLS = [
  { method: 'POST', url: '/api/players', payload: { site_id: 1, player_id: 'GP01-1', currency: 'USD' } },
  {
    method: 'POST',
    url: '/api/transfers',
    payload: { site_id: 1, player_id: 'GP01-1', transfer_id: 'forged-0001', direction: 'in', amount: '100000000' },
  },
  { method: 'GET', url: '/api/transfers/forged-0001' },
  { method: 'GET', url: '/api/balance?site_id=1&player_id=GP01-1' },
  { method: 'POST', url: '/api/launch', payload: { site_id: 1, player_id: 'GP01-1', game_code: 'lobby' } },
  { method: 'GET', url: '/api/rounds?site_id=1&player_id=GP01-1' },
] as const;

const MODES = {
  development: {},
  production: {
    NODE_ENV: 'production',
    SERVER_SECRET: SECRET,
    EMBEDDED_SANDBOX_PROVIDER: 'true',
    METRICS_TOKEN: 'Mt7pQ2xR9vK4sW8bN3cF6hJ1',
  },
};

for (const [mode, overrides] of Object.entries(MODES)) {
  describeEachDb(`the embedded provider's wallet API is not on the public port (${mode})`, (kind) => {
    let t: TestApp;
    let auth: Record<string, string>;
    beforeAll(async () => {
      t = await createTestApp(kind, { ...overrides, SEED_DEMO: 'true' });
      const member = (await t.app.identity.memberByAccount(1, 'demo001'))!;
      const { token } = await t.app.identity.sessions.start({
        siteId: 1,
        memberId: member.id,
        memberCurrency: member.memberCurrency,
        device: { udid: 'isolation-test' },
      });
      auth = { authorization: `Bearer ${token}` };
    }, 120_000);
    afterAll(() => t.close());

    const cash = async () =>
      (await post(t.app, '/api/member/profile/common/layout', {}, auth)).body.data.member_common_layout.member_cash;

    it('answers 404 to every operator call, with or without the key, and the forged credit changes nothing', async () => {
      const before = await cash();
      for (const c of OPERATOR_CALLS) {
        for (const key of ['sandbox-operator-key', undefined]) {
          const res = await t.app.inject({
            method: c.method,
            url: `/sandbox-provider${c.url}`,
            headers: key ? { 'x-operator-key': key } : {},
            ...('payload' in c ? { payload: c.payload } : {}),
          });
          expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
        }
      }
      // The reproduction: open the provider's lobby and leave it; only the member's own money moves.
      const played = await post(
        t.app,
        '/api/member/game/play1',
        { gp_id: 'GP01', game_type: 2, game_code: 'lobby', device: 1 },
        auth,
      );
      expect(played.body.code).toBe(100);
      expect(played.body.data.transferred).toBe(before);
      await post(t.app, '/api/member/game/leave1', {}, auth);
      expect(await cash()).toBe(before);
      expect(await t.app.wallet.mismatches()).toEqual([]);
    });

    it('on a real socket too, while the game pages it links to stay public', async () => {
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const forged = await fetch(`${address}/sandbox-provider/api/transfers`, {
        method: 'POST',
        headers: { 'x-operator-key': 'sandbox-operator-key', 'content-type': 'application/json' },
        body: JSON.stringify(OPERATOR_CALLS[1].payload),
      });
      expect(forged.status).toBe(404);
      const link = await post(t.app, '/api/demo/play', {
        gp_id: 'GP01',
        game_type: 2,
        game_code: 'slot-fortune-fruits',
      });
      const page = await fetch(`${address}${link.body.data.game_url}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
    });
  });
}
