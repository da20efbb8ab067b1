import { beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from './test-helpers.js';

/** The operator's rounds query: a player's rounds by time range, a page at a time, with the range's sums. */
export function roundsQueryCases(provider: () => Provider): void {
  let p: Provider;
  const wins: bigint[] = [];
  beforeAll(async () => {
    p = provider();
    await p.player('q1', 10_000n);
    const { token } = await p.launch('q1', 'slot-sunrise');
    for (let i = 0; i < 6; i++) {
      const res = await p.app.inject({ method: 'POST', url: '/sbx/play/slot/spin', payload: { t: token, bet: '100' } });
      wins.push(BigInt(res.json().win));
    }
  });
  const ask = async (query: string) => (await p.operator('GET', `/api/rounds?site_id=1&player_id=q1&${query}`)).json();
  const hour = 3_600_000;
  const at = (ms: number) => encodeURIComponent(new Date(Date.now() + ms).toISOString());

  describe('rounds by range and page', () => {
    it('pages newest first and sums the whole range', async () => {
      const first = await ask('limit=4');
      const second = await ask('limit=4&offset=4');
      const ids = [...first.rounds, ...second.rounds].map((r: { round_id: number }) => r.round_id);
      expect(ids).toHaveLength(6);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(first).toMatchObject({ total: 6, total_bet: '600', total_win: String(wins.reduce((a, b) => a + b)) });
      expect(second.total).toBe(6);
    });

    it('keeps to the time range: from inclusive, to exclusive', async () => {
      expect((await ask(`from=${at(-hour)}&to=${at(hour)}`)).total).toBe(6);
      expect(await ask(`from=${at(hour)}`)).toMatchObject({ total: 0, total_bet: '0', total_win: '0', rounds: [] });
      expect((await ask(`to=${at(-hour)}`)).total).toBe(0);
    });

    it('refuses a time that is not an ISO instant, naming it', async () => {
      expect(await ask('from=yesterday')).toEqual({ error: 'bad_request', field: 'from' });
      expect(await ask('offset=-1')).toEqual({ error: 'bad_request', field: 'offset' });
    });
  });
}
