import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProviderDb } from './embedded-db.js';
import type { Faults } from './faults.js';
import { NO_FAULTS } from './faults.js';
import { sandboxProvider } from './plugin.js';

const KEY = 'test-operator-key';
const faults: Faults = { ...NO_FAULTS };
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  const opened = await openProviderDb();
  close = opened.close;
  app = Fastify();
  await app.register(sandboxProvider, { prefix: '/sbx', db: opened.db, operatorKey: KEY, secret: 's', faults });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, key = KEY) =>
  app.inject({ method, url: `/sbx${url}`, payload, headers: { 'x-operator-key': key } });
const transfer = (transfer_id: string, direction: 'in' | 'out', amount: string, player_id = 'p1') =>
  call('POST', '/api/transfers', { site_id: 1, player_id, transfer_id, direction, amount });

describe('sandbox provider', () => {
  it('refuses callers without the operator key', async () => {
    expect(
      (await call('POST', '/api/players', { site_id: 1, player_id: 'p1', currency: 'USD' }, 'wrong')).statusCode,
    ).toBe(401);
  });

  it('moves money in and out, rejects an overdraw, and answers a transfer id once', async () => {
    await call('POST', '/api/players', { site_id: 1, player_id: 'p1', currency: 'USD' });
    expect((await transfer('tx-in-0001', 'in', '1000')).json()).toMatchObject({ status: 'applied', balance: '1000' });
    expect((await transfer('tx-in-0001', 'in', '1000')).json()).toMatchObject({ status: 'applied', balance: '1000' });
    expect((await transfer('tx-in-0001', 'in', '999')).statusCode).toBe(409);
    expect((await transfer('tx-out-001', 'out', '1001')).json()).toMatchObject({
      status: 'rejected',
      reason: 'insufficient_balance',
    });
    expect((await transfer('tx-out-002', 'out', '400')).json()).toMatchObject({ status: 'applied', balance: '600' });
    expect((await call('GET', '/api/balance?site_id=1&player_id=p1')).json()).toEqual({ balance: '600' });
    expect((await call('GET', '/api/transfers/tx-out-001')).json().status).toBe('rejected');
    expect((await call('GET', '/api/transfers/never-sent')).json().status).toBe('unknown');
    expect((await transfer('tx-unknown', 'in', '5', 'nobody')).statusCode).toBe(404);
    expect((await transfer('tx-bad-amt', 'in', '-5')).statusCode).toBe(400);
  });

  it('applies 50 parallel repeats of one transfer id exactly once', async () => {
    await call('POST', '/api/players', { site_id: 1, player_id: 'p2', currency: 'USD' });
    const replies = await Promise.all(Array.from({ length: 50 }, () => transfer('tx-par-0001', 'in', '70', 'p2')));
    expect(replies.every((r) => r.json().status === 'applied')).toBe(true);
    expect((await call('GET', '/api/balance?site_id=1&player_id=p2')).json()).toEqual({ balance: '70' });
  });

  it('injects failures that apply nothing, and timeouts that applied', async () => {
    await call('POST', '/api/players', { site_id: 1, player_id: 'p3', currency: 'USD' });
    faults.errorRate = 1;
    expect((await transfer('tx-fail-001', 'in', '10', 'p3')).statusCode).toBe(503);
    expect((await call('GET', '/api/transfers/tx-fail-001')).json().status).toBe('unknown');
    faults.errorRate = 0;
    faults.timeoutAfterApplyRate = 1;
    faults.hangMs = 400;
    const started = Date.now();
    const slow = transfer('tx-hang-001', 'in', '10', 'p3');
    await new Promise((r) => setTimeout(r, 150));
    expect((await call('GET', '/api/transfers/tx-hang-001')).json().status).toBe('applied');
    expect((await slow).json().status).toBe('applied');
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    faults.timeoutAfterApplyRate = 0;
  });

  it('issues signed, expiring launch links', async () => {
    const res = await call('POST', '/api/launch', { site_id: 1, player_id: 'p1', game_code: 'slot-sunrise' });
    expect(res.json().url).toMatch(/^\/sbx\/games\/slot-sunrise\?t=[\w-]+\.[\w-]+$/);
    expect((await call('POST', '/api/launch', { site_id: 1, player_id: 'ghost', game_code: 'x' })).statusCode).toBe(
      404,
    );
  });
});
