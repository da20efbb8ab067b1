import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { post } from '../test/harness.js';
import { send } from './expect-refused.js';
import { junk } from './wrong-bodies.js';

// The embedded sandbox provider's public side (game pages, spins, crash bets) with wrong input. Its
// wallet API is not on the public port, so it is not called here.

const BASE = '/sandbox-provider';
const RUNS = 40;
/** What a bet or a target may not be: anything but plain digits (which may be a real bet or target). */
const notDigits = (value: unknown) => typeof value !== 'string' || !/^\d+(\.\d+)?$/.test(value);

export interface DemoLink {
  page: string;
  token: string;
}

/** A visitor's demo link: a real play token, so what is refused later is refused for its input alone. */
export async function demoLink(app: FastifyInstance): Promise<DemoLink> {
  const games = await post(app, '/api/demo/gp_games', { gp_id: 'GP01', game_type_id: 2 });
  const game_code = games.body.data.list[0].game_code as string;
  const link = await post(app, '/api/demo/play', { gp_id: 'GP01', game_type: 2, game_code });
  const url = new URL(link.body.data.game_url as string, 'http://localhost');
  const token = url.searchParams.get('t')!;
  const page = await app.inject({ method: 'GET', url: `${url.pathname}?t=${encodeURIComponent(token)}` });
  expect(page.statusCode).toBe(200);
  return { page: url.pathname, token };
}

export async function wrongGamePages(app: FastifyInstance, { page, token }: DemoLink): Promise<void> {
  const t = encodeURIComponent(token);
  for (const url of [
    `${BASE}/games/%00?t=${t}`,
    `${BASE}/games/%ED%A0%80?t=${t}`,
    `${BASE}/games/%uD800?t=${t}`,
    `${BASE}/games/%?t=${t}`,
    `${BASE}/games/${'x'.repeat(100)}?t=${t}`,
    `${page}?t=%00`,
    `${page}?t=${t}%00`,
    `${page}?t=${t}&t=${t}`,
    `${page}?t=NaN`,
    page,
    `${BASE}/games/assets/%00`,
    `${BASE}/games/assets/..%2F..%2Fpackage.json`,
  ]) {
    await send(app, { method: 'GET', url }, url);
  }
}

const postJson = (app: FastifyInstance, url: string, body: unknown) => {
  const payload = JSON.stringify(body) ?? 'null';
  const headers = { 'content-type': 'application/json' };
  return send(app, { method: 'POST', url, payload, headers }, `${url} ${payload.slice(0, 200)}`);
};

export async function wrongSpins(app: FastifyInstance, { token }: DemoLink): Promise<void> {
  const wrongBet = fc.oneof(junk, fc.constantFrom('NaN', 'Infinity', '1e300', '-1', '0', '1'.repeat(13)));
  const body = fc.oneof(
    wrongBet.filter(notDigits).map((bet) => ({ t: token, bet })),
    fc.tuple(junk, fc.constantFrom('100', '2000')).map(([t, bet]) => ({ t, bet })),
    junk,
  );
  await fc.assert(
    fc.asyncProperty(body, async (payload) => void (await postJson(app, `${BASE}/play/slot/spin`, payload))),
    { numRuns: RUNS },
  );
}

export async function wrongCrashBets(app: FastifyInstance, { token }: DemoLink): Promise<void> {
  const target = fc.oneof(junk, fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e300', '0.5', '\u0000', '\ud800'));
  await fc.assert(
    fc.asyncProperty(target.filter(notDigits), async (wrong) => {
      await postJson(app, `${BASE}/play/crash/bet`, { t: token, bet: '100', target: wrong });
    }),
    { numRuns: RUNS },
  );
}
