import { beforeAll, describe, expect, it } from 'vitest';
import { createLaunchTokens } from '../launch.js';
import type { Provider } from './test-helpers.js';
import { SECRET } from './test-helpers.js';

/** Runs on the provider that http.test.ts starts (one embedded database for all HTTP cases). */
export function slotPlayCases(provider: () => Provider): void {
  let p: Provider;
  beforeAll(() => {
    p = provider();
  });

  const spin = (t: string, bet: unknown) =>
    p.app.inject({ method: 'POST', url: '/sbx/play/slot/spin', payload: { t, bet } });

  describe('slot spins on the provider wallet', () => {
    it('moves the balance by exactly win - bet and records the round', async () => {
      await p.player('s1', 10_000n);
      const { token } = await p.launch('s1', 'slot-sunrise');
      let expected = 10_000n;
      for (let i = 0; i < 5; i++) {
        const res = await spin(token, '100');
        expect(res.statusCode).toBe(200);
        const reply = res.json();
        expected += BigInt(reply.win) - 100n;
        expect(reply.balance).toBe(String(expected));
        expect(BigInt(reply.win)).toBe(reply.lines.reduce((s: bigint, l: { win: string }) => s + BigInt(l.win), 0n));
        const [round] = await p.rounds('s1');
        expect(round).toMatchObject({
          round_id: reply.round_id,
          game_code: 'slot-sunrise',
          bet: '100',
          win: reply.win,
        });
      }
      expect(await p.balance('s1')).toBe(expected);
      expect(await p.rounds('s1')).toHaveLength(5);
    });

    it('refuses a bet above the balance and changes nothing', async () => {
      await p.player('s2', 50n);
      const { token } = await p.launch('s2', 'slot-sunrise');
      const before = await p.snapshot();
      const res = await spin(token, '100');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'insufficient_balance' });
      expect(await p.snapshot()).toBe(before);
    });

    it('lets a demo link spin without touching any wallet', async () => {
      const { token } = await p.launch(null, 'slot-sunrise');
      const before = await p.snapshot();
      const reply = (await spin(token, '1000')).json();
      expect(reply).toMatchObject({ round_id: null, balance: null, bet: '1000' });
      expect(reply.grid).toHaveLength(3);
      expect(await p.snapshot()).toBe(before);
    });

    it('answers 403 to a bad, expired or other-game token', async () => {
      await p.player('s3', 1_000n);
      const expired = createLaunchTokens(SECRET).issue(
        { siteId: 1, playerId: 's3', gameCode: 'slot-sunrise', lobbyUrl: '/' },
        Date.now() - 1,
      );
      const forged = createLaunchTokens('not-the-secret').issue({
        siteId: 1,
        playerId: 's3',
        gameCode: 'slot-sunrise',
        lobbyUrl: '/',
      });
      const crash = (await p.launch('s3', 'crash')).token;
      const before = await p.snapshot();
      for (const t of [expired, forged, crash, 'garbage', 'a.b']) {
        const res = await spin(t, '100');
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'invalid_token' });
      }
      expect(await p.snapshot()).toBe(before);
    });

    it('rejects bad bodies with 400 naming the field, and changes nothing', async () => {
      await p.player('s4', 1_000_000n);
      const { token } = await p.launch('s4', 'slot-sunrise');
      const before = await p.snapshot();
      const cases: [unknown, string][] = [
        [{}, 't'],
        [{ t: token }, 'bet'],
        [{ t: token, bet: 100 }, 'bet'],
        [{ t: token, bet: '-100' }, 'bet'],
        [{ t: token, bet: '0' }, 'bet'],
        [{ t: token, bet: '9' }, 'bet'],
        [{ t: token, bet: '100.5' }, 'bet'],
        [{ t: token, bet: '1e5' }, 'bet'],
        [{ t: token, bet: '1000001' }, 'bet'],
        [{ t: token, bet: '9'.repeat(5_000) }, 'bet'],
        [{ t: 42, bet: '100' }, 't'],
        [{ t: 'x'.repeat(5_000), bet: '100' }, 't'],
        [[token, '100'], ''],
      ];
      for (const [payload, field] of cases) {
        const res = await p.app.inject({ method: 'POST', url: '/sbx/play/slot/spin', payload: payload as object });
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(res.json()).toEqual({ error: 'bad_request', field });
      }
      const raw = await p.app.inject({
        method: 'POST',
        url: '/sbx/play/slot/spin',
        payload: '{"t": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(raw.statusCode).toBe(400);
      expect(await p.snapshot()).toBe(before);
    });

    it('never overdraws under 50 concurrent spins, and the rounds account for the balance', async () => {
      await p.player('s5', 300n);
      const { token } = await p.launch('s5', 'slot-sunrise');
      const replies = await Promise.all(Array.from({ length: 50 }, () => spin(token, '100')));
      const statuses = replies.map((r) => r.statusCode);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      expect(statuses).toContain(409);
      const rounds = await p.rounds('s5');
      expect(rounds).toHaveLength(statuses.filter((s) => s === 200).length);
      const net = rounds.reduce((s, r) => s + BigInt(r.win) - BigInt(r.bet), 0n);
      const balance = await p.balance('s5');
      expect(balance).toBe(300n + net);
      expect(balance >= 0n).toBe(true);
      const reported = replies.filter((r) => r.statusCode === 200).map((r) => BigInt(r.json().balance));
      expect(reported.every((b) => b >= 0n)).toBe(true);
    });

    it('shows rounds only to the operator', async () => {
      const res = await p.app.inject({ method: 'GET', url: '/sbx/api/rounds?site_id=1&player_id=s1' });
      expect(res.statusCode).toBe(401);
      expect((await p.operator('GET', '/api/rounds?site_id=x&player_id=s1')).json()).toEqual({
        error: 'bad_request',
        field: 'site_id',
      });
    });
  });
}
