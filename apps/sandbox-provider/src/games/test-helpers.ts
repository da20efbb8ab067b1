import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { openProviderDb } from '../embedded-db.js';
import { sandboxProvider } from '../plugin.js';
import type { ProviderDb } from '../wallet.js';

/** mulberry32: a tiny seeded PRNG, enough to drive simulations and tests reproducibly. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const KEY = 'test-operator-key';
export const SECRET = 'test-secret';

/** The provider under /sbx on a fresh in-memory database, with helpers for the operator's side. */
export async function startProvider(opts: { crashChainLength?: number; seed?: number } = {}) {
  const opened = await openProviderDb();
  const app: FastifyInstance = Fastify();
  await app.register(sandboxProvider, {
    prefix: '/sbx',
    db: opened.db,
    operatorKey: KEY,
    secret: SECRET,
    crashChainLength: opts.crashChainLength,
    random: opts.seed === undefined ? undefined : mulberry32(opts.seed),
  });
  await app.ready();
  const db: ProviderDb = opened.db;
  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/sbx${url}`, payload, headers: { 'x-operator-key': KEY } });
  let transfers = 0;

  return {
    app,
    db,
    operator,
    async close() {
      await app.close();
      await opened.close();
    },
    /** A player with `amount` minor units moved in. */
    async player(playerId: string, amount: bigint, siteId = 1) {
      await operator('POST', '/api/players', { site_id: siteId, player_id: playerId, currency: 'USD' });
      if (amount > 0n) {
        const transfer_id = `test-transfer-${++transfers}`;
        const body = { site_id: siteId, player_id: playerId, transfer_id, direction: 'in', amount: String(amount) };
        await operator('POST', '/api/transfers', body);
      }
    },
    /** The launch link's path and token. */
    async launch(playerId: string | null, gameCode: string, lobbyUrl?: string) {
      const body = { site_id: 1, player_id: playerId, game_code: gameCode, lobby_url: lobbyUrl };
      const url = (await operator('POST', '/api/launch', body)).json().url as string;
      return { url, token: new URL(url, 'http://x').searchParams.get('t')! };
    },
    async balance(playerId: string) {
      return BigInt((await operator('GET', `/api/balance?site_id=1&player_id=${playerId}`)).json().balance);
    },
    async rounds(playerId: string) {
      const res = await operator('GET', `/api/rounds?site_id=1&player_id=${playerId}&limit=200`);
      return res.json().rounds as { round_id: number; game_code: string; bet: string; win: string; detail: never }[];
    },
    /** Every round and balance in the database, to show that a refused call changed nothing. */
    async snapshot() {
      const rows = await db.execute(
        sql`select (select count(*) from sbx_rounds)::text as rounds,
                   (select coalesce(sum(balance), 0) from sbx_players)::text as balances,
                   (select coalesce(sum(next_index), 0) from sbx_crash_chains)::text as chain`,
      );
      return JSON.stringify((rows as unknown as { rows: unknown[] }).rows ?? rows);
    },
  };
}

export type Provider = Awaited<ReturnType<typeof startProvider>>;
