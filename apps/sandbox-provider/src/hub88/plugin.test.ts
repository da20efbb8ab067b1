import { createSign, generateKeyPairSync } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProviderDb } from '../embedded-db.js';
import { hub88Simulator } from './plugin.js';

const OPERATOR = 3;
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = String(keys.publicKey.export({ type: 'spki', format: 'pem' }));
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  const opened = await openProviderDb();
  close = opened.close;
  app = Fastify();
  await app.register(hub88Simulator, {
    db: opened.db,
    operatorId: OPERATOR,
    operatorPublicKey: publicPem,
    secret: 's',
    gamesBase: '/games-base',
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await close();
});

/** A call as the operator makes it: the exact body string, signed (or with the signature given). */
function call(path: string, body: string | object, signature?: string) {
  const raw = typeof body === 'string' ? body : JSON.stringify({ operator_id: OPERATOR, ...body });
  const signed = signature ?? createSign('sha256').update(raw).sign(keys.privateKey, 'base64');
  return app.inject({
    method: 'POST',
    url: `/operator/generic/v2${path}`,
    headers: { 'content-type': 'application/json', 'x-hub88-signature': signed },
    payload: raw,
  });
}
const wallet = { user: 'GP01-1', sub_partner_id: 'site-1', currency: 'USD' };

// The simulator of Hub88's operator-facing side: what it checks before anything, and what it answers.
describe('Hub88 simulator', () => {
  it('checks the signature on the raw body first: unsigned, re-signed or altered calls change nothing', async () => {
    await call('/transfer_wallet/create_wallet', { ...wallet, request_uuid: 'r-0' });
    const deposit = { ...wallet, transaction_uuid: 't-1', amount: 1_000_000, request_uuid: 'r-1' };
    const raw = JSON.stringify({ operator_id: OPERATOR, ...deposit });
    const good = createSign('sha256').update(raw).sign(keys.privateKey, 'base64');
    expect((await call('/transfer_wallet/deposit', raw, '')).statusCode).toBe(401);
    // The same JSON with a space more is other bytes: the signature no longer holds.
    expect((await call('/transfer_wallet/deposit', raw.replace(':', ': '), good)).statusCode).toBe(401);
    expect((await call('/transfer_wallet/deposit', raw, good)).json()).toMatchObject({ status: 'RS_OK' });
    const balance = await call('/transfer_wallet/balance', { ...wallet, request_uuid: 'r-2' });
    expect(balance.json()).toEqual({
      status: 'RS_OK',
      user: 'GP01-1',
      currency: 'USD',
      balance: 1_000_000,
      request_uuid: 'r-2',
    });
  });

  it('serves its operator only, and refuses bodies it cannot read', async () => {
    const other = await call('/transfer_wallet/balance', JSON.stringify({ operator_id: OPERATOR + 1, ...wallet }));
    expect(other.statusCode).toBe(404);
    expect((await call('/transfer_wallet/balance', '{not json')).statusCode).toBe(400);
    expect(
      (await call('/transfer_wallet/deposit', { ...wallet, transaction_uuid: 't-x', amount: -5 })).statusCode,
    ).toBe(400);
    // 1/100 000 of a dollar is no whole cent: refused, not rounded.
    expect(
      (await call('/transfer_wallet/deposit', { ...wallet, transaction_uuid: 't-y', amount: 100_001 })).statusCode,
    ).toBe(400);
  });

  it('answers a transaction once: the same uuid again is the first answer, with other details a duplicate', async () => {
    await call('/transfer_wallet/create_wallet', { ...wallet, user: 'GP01-2' });
    const first = { ...wallet, user: 'GP01-2', transaction_uuid: 't-2', amount: 500_000 };
    expect((await call('/transfer_wallet/deposit', first)).json()).toMatchObject({ status: 'RS_OK', balance: 500_000 });
    expect((await call('/transfer_wallet/deposit', first)).json()).toMatchObject({ status: 'RS_OK', balance: 500_000 });
    const changed = await call('/transfer_wallet/deposit', { ...first, amount: 600_000 });
    expect(changed.json()).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION' });
    const overdraw = await call('/transfer_wallet/withdraw', { ...first, transaction_uuid: 't-3', amount: 900_000 });
    expect(overdraw.json()).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 500_000 });
    const status = await call('/transfer_wallet/check_transfer', { ...first, transaction_uuid: 't-3' });
    expect(status.json()).toMatchObject({ status: 'CTS_DECLINED', balance: 500_000 });
    expect((await call('/transfer_wallet/check_transfer', { ...first, transaction_uuid: 't-9' })).statusCode).toBe(404);
  });

  it('lists a product’s games as Hub88 does, and launches a demo without a user', async () => {
    const games = (await call('/game/list', { product_code: 'GP01' })).json() as Record<string, unknown>[];
    expect(Array.isArray(games)).toBe(true);
    expect(games[0]).toMatchObject({ product: 'GP01', category: 'Video Slots', enabled: true });
    expect(games[0]!.platforms).toEqual(expect.arrayContaining(['GPL_DESKTOP']));
    const demo = await call('/game/url', {
      currency: 'XXX',
      sub_partner_id: 'site-1',
      game_code: String(games[0]!.game_code),
    });
    expect(demo.json().url).toMatch(/^\/games-base\/games\/.+\?t=/);
  });
});
