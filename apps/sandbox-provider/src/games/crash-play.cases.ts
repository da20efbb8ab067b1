import { beforeAll, describe, expect, it } from 'vitest';
import { crashPointFromHash, formatMultiplier, verifyRound } from './crash.js';
import type { Provider } from './test-helpers.js';

/** Runs on the provider that http.test.ts starts (one embedded database for all HTTP cases). */
export function crashPlayCases(provider: () => Provider): void {
  let p: Provider;
  beforeAll(() => {
    p = provider();
  });

  interface BetReply {
    round_id: number | null;
    chain_id: number;
    round_index: number;
    hash: string;
    crash_point: string;
    target: string;
    bet: string;
    win: string;
    balance: string | null;
  }
  const bet = async (t: string, amount: unknown, target: unknown) =>
    p.app.inject({ method: 'POST', url: '/sbx/play/crash/bet', payload: { t, bet: amount, target } });
  const chain = async () => (await p.app.inject({ method: 'GET', url: '/sbx/crash/chain' })).json();

  describe('crash bets', () => {
    it('plays verifiable rounds in order, pays bet × target when reached, and starts a new chain when used up', async () => {
      await p.player('c1', 100_000n);
      const { token } = await p.launch('c1', 'crash-classic');
      const first = await chain();
      expect(first).toMatchObject({ chain_id: 1, length: 8, rounds: [] });
      let previous = first.terminating_hash as string;
      let balance = 100_000n;
      const replies: BetReply[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await bet(token, '333', '1.50');
        expect(res.statusCode).toBe(200);
        const reply = res.json() as BetReply;
        replies.push(reply);
        if (reply.chain_id === 2 && reply.round_index === 1) previous = (await chain()).terminating_hash;
        expect(verifyRound(previous, reply.hash)).toBe(true);
        previous = reply.hash;
        expect(reply.crash_point).toBe(formatMultiplier(crashPointFromHash(reply.hash)));
        const reached = Number(reply.crash_point) >= 1.5;
        expect(reply.win).toBe(reached ? '499' : '0'); // floor(333 * 1.5)
        balance += BigInt(reply.win) - 333n;
        expect(reply.balance).toBe(String(balance));
      }
      expect(replies.map((r) => `${r.chain_id}:${r.round_index}`)).toEqual([
        ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => `1:${i}`),
        '2:1',
        '2:2',
      ]);
      expect(await p.balance('c1')).toBe(balance);
      const published = await chain();
      expect(published.chain_id).toBe(2);
      expect(published.rounds.map((r: { hash: string }) => r.hash)).toEqual([replies[9]!.hash, replies[8]!.hash]);
      const recorded = await p.rounds('c1');
      expect(recorded[0]).toMatchObject({ game_code: 'crash-classic', detail: { hash: replies[9]!.hash } });
    });

    it('gives concurrent bets distinct rounds, and a refused bet takes none', async () => {
      await p.player('c2', 300n);
      const player = (await p.launch('c2', 'crash')).token;
      const demo = (await p.launch(null, 'crash')).token;
      const before = await chain();
      const replies = await Promise.all(
        Array.from({ length: 12 }, (_, i) => bet(i % 2 ? demo : player, '100', '1000')),
      );
      const played = replies.filter((r) => r.statusCode === 200).map((r) => r.json() as BetReply);
      const rounds = new Set(played.map((r) => `${r.chain_id}:${r.round_index}`));
      expect(rounds.size).toBe(played.length);
      expect(played.filter((r) => r.balance === null)).toHaveLength(6);
      const refused = replies.filter((r) => r.statusCode === 409).length;
      expect(played.length + refused).toBe(12);
      // Every played round came next on the chain: none skipped for the refused bets.
      const after = await chain();
      const taken = (after.chain_id - before.chain_id) * 8 + after.rounds.length - before.rounds.length;
      expect(taken).toBe(played.length);
      const net = (await p.rounds('c2')).reduce((s, r) => s + BigInt(r.win) - BigInt(r.bet), 0n);
      expect(await p.balance('c2')).toBe(300n + net);
    });

    it('rejects bad bets with 400 or 403 and changes nothing', async () => {
      await p.player('c3', 1_000n);
      const { token } = await p.launch('c3', 'crash');
      const slot = (await p.launch('c3', 'slot-x')).token;
      const before = await p.snapshot();
      for (const [amount, target, field] of [
        ['100', '1.00', 'target'],
        ['100', '1000.01', 'target'],
        ['100', '2.005', 'target'],
        ['100', 2, 'target'],
        ['100', 'x'.repeat(1_000), 'target'],
        ['100', undefined, 'target'],
        ['-1', '2.00', 'bet'],
        ['99999999999999999999', '2.00', 'bet'],
      ] as const) {
        const res = await bet(token, amount, target);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'bad_request', field });
      }
      expect((await bet(slot, '100', '2.00')).statusCode).toBe(403);
      expect((await bet('nope', '100', '2.00')).statusCode).toBe(403);
      expect((await bet(token, '5000', '2.00')).json()).toEqual({ error: 'insufficient_balance' });
      expect(await p.snapshot()).toBe(before);
    });
  });
}
