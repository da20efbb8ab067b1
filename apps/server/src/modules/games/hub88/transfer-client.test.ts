import { generateKeyPairSync, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hub88Simulator, NO_FAULTS, openProviderDb, sandboxSchema } from '@playdeck/sandbox-provider';
import type { Faults } from '@playdeck/sandbox-provider';
import { OutcomeUnknown, ProviderRefused } from '../provider-client.js';
import type { ProviderClient } from '../provider-client.js';
import { createHub88Post, hub88Inject } from './hub88-post.js';
import { DEMO_PRIVATE_KEY, DEMO_PUBLIC_KEY } from './test-vectors.js';
import { createHub88TransferClient } from './transfer-client.js';

const OPERATOR = 7;
const faults: Faults = { ...NO_FAULTS };
let api: FastifyInstance;
let close: () => Promise<void>;
let providerDb: Awaited<ReturnType<typeof openProviderDb>>['db'];

/** Our adapter signing with `key` as operator `operatorId`, against the simulator in process. */
const clientAs = (key = DEMO_PRIVATE_KEY, operatorId = OPERATOR, timeoutMs = 2_000): ProviderClient =>
  createHub88TransferClient({
    post: createHub88Post({ send: hub88Inject(api), operatorId, privateKey: key, timeoutMs }),
    products: { productOf: async (_siteId, gpId) => gpId },
  });

beforeAll(async () => {
  const opened = await openProviderDb();
  close = opened.close;
  providerDb = opened.db;
  api = Fastify();
  await api.register(hub88Simulator, {
    db: opened.db,
    operatorId: OPERATOR,
    operatorPublicKey: DEMO_PUBLIC_KEY,
    secret: 'launch-secret',
    gamesBase: '/sandbox-provider',
    faults,
  });
  await api.ready();
});
afterAll(async () => {
  await api.close();
  await close();
});
beforeEach(() => Object.assign(faults, NO_FAULTS));

let players = 0;
async function newPlayer(client: ProviderClient, currency = 'USD') {
  const p = { siteId: 1, playerId: `GP01-${(players += 1)}`, currency };
  await client.ensurePlayer(p);
  return p;
}
const order = (p: { siteId: number; playerId: string; currency: string }, direction: 'in' | 'out', amount: bigint) => ({
  ...p,
  transferId: randomUUID(),
  direction,
  amount,
});

// Our Hub88 TransferWallet adapter against the simulator of Hub88's side: signed calls, amounts in
// 1/100 000, transfers idempotent by transaction_uuid, refusals and unknown outcomes told apart.
describe('Hub88 transfer wallet adapter', () => {
  it('deposits and withdraws once per transaction_uuid, and refuses an overdraw with the balance', async () => {
    const client = clientAs();
    const p = await newPlayer(client);
    const deposit = order(p, 'in', 10_00n);
    expect(await client.transfer(deposit)).toEqual({ status: 'applied', balance: 10_00n });
    expect(await client.transfer(deposit)).toEqual({ status: 'applied', balance: 10_00n });
    expect(await client.balance(p)).toBe(10_00n);
    expect(await client.transfer(order(p, 'out', 25_00n))).toMatchObject({ status: 'rejected', balance: 10_00n });
    expect(await client.transfer(order(p, 'out', 4_00n))).toEqual({ status: 'applied', balance: 6_00n });
    expect(await client.transferStatus(deposit)).toEqual({ status: 'applied', balance: 10_00n });
    expect(await client.transferStatus({ ...p, transferId: randomUUID() })).toEqual({ status: 'unknown' });
  });

  it('keeps whole dong: 1,000 VND in and out', async () => {
    const client = clientAs();
    const p = await newPlayer(client, 'VND');
    expect(await client.transfer(order(p, 'in', 1_000n))).toEqual({ status: 'applied', balance: 1_000n });
    expect(await client.balance(p)).toBe(1_000n);
  });

  it('is refused (nothing done) when signed with another key or for another operator', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs1',
      format: 'pem',
    });
    const p = await newPlayer(clientAs());
    await expect(clientAs(String(other)).transfer(order(p, 'in', 5_00n))).rejects.toThrow(ProviderRefused);
    await expect(clientAs(DEMO_PRIVATE_KEY, OPERATOR + 1).transfer(order(p, 'in', 5_00n))).rejects.toThrow(
      ProviderRefused,
    );
    expect(await clientAs().balance(p)).toBe(0n);
  });

  it('an internal error is an unknown outcome: the status call says it was not seen, and a resend applies it once', async () => {
    const client = clientAs();
    const p = await newPlayer(client);
    const deposit = order(p, 'in', 7_00n);
    faults.errorRate = 1;
    await expect(client.transfer(deposit)).rejects.toThrow(OutcomeUnknown);
    faults.errorRate = 0;
    expect(await client.transferStatus(deposit)).toEqual({ status: 'unknown' });
    expect(await client.transfer(deposit)).toEqual({ status: 'applied', balance: 7_00n });
    expect(await client.transfer(deposit)).toEqual({ status: 'applied', balance: 7_00n });
  });

  it('an answer too late is an unknown outcome; the status call then says it was applied', async () => {
    const client = clientAs(DEMO_PRIVATE_KEY, OPERATOR, 300);
    const p = await newPlayer(client);
    const deposit = order(p, 'in', 3_00n);
    Object.assign(faults, { timeoutAfterApplyRate: 1, hangMs: 1_000 });
    await expect(client.transfer(deposit)).rejects.toThrow(OutcomeUnknown);
    Object.assign(faults, NO_FAULTS);
    expect(await client.transferStatus(deposit)).toEqual({ status: 'applied', balance: 3_00n });
  });

  it('launches a player’s game and a demo, lists a product’s games in the catalogue’s shape, and reads rounds', async () => {
    const client = clientAs();
    const p = await newPlayer(client);
    const url = await client.launch({ ...p, gpId: 'GP01', gameCode: 'slot_fortune_fruits', lobbyUrl: '/close' });
    expect(url).toMatch(/^\/sandbox-provider\/games\/slot_fortune_fruits\?t=/);
    const demo = await client.launch({
      siteId: 1,
      gpId: 'GP01',
      playerId: null,
      gameCode: 'slot_fortune_fruits',
      lobbyUrl: '/close',
    });
    expect(demo).toMatch(/\?t=/);
    await expect(
      client.launch({
        siteId: 1,
        playerId: 'GP01-nobody',
        currency: 'USD',
        gpId: 'GP01',
        gameCode: 'x',
        lobbyUrl: '/close',
      }),
    ).rejects.toThrow(ProviderRefused);

    const games = (await client.games({ siteId: 1, gpId: 'GP01' })) as {
      game_code: string;
      gt_id: number;
      names: object;
    }[];
    expect(games.length).toBeGreaterThan(5);
    expect(games[0]).toMatchObject({ gt_id: 2, names: { en_US: expect.any(String) }, support_device: 0 });

    // Two rounds played at the provider: Hub88 lists each as a bet and a win; we read them back as rounds.
    const played = (bet: bigint, win: bigint) => ({ ...p, gameCode: 'slot_fortune_fruits', bet, win, detail: '{}' });
    await providerDb.insert(sandboxSchema.sbxRounds).values([played(1_00n, 0n), played(2_00n, 5_50n)]);
    const range = { ...p, from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 60_000) };
    const rounds = await client.rounds({ ...range, offset: 0, limit: 10 });
    expect(rounds).toMatchObject({ total: 2, totalBet: 3_00n, totalWin: 5_50n });
    expect(rounds.rounds.map((r) => [r.gameCode, r.bet, r.win]).sort()).toEqual([
      ['slot_fortune_fruits', 1_00n, 0n],
      ['slot_fortune_fruits', 2_00n, 5_50n],
    ]);
    expect((await client.rounds({ ...range, offset: 1, limit: 10 })).rounds).toHaveLength(1);
  });
});
