import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import pino from 'pino';
import { and, eq } from 'drizzle-orm';
import { members, sessions } from '../db/schema/index.js';
import { loggerOptions } from '../lib/logger.js';
import { testConfig } from '../config.js';
import { hashToken } from '../modules/identity/index.js';
import { createTestApp, describeEachDb } from '../test/harness.js';
import type { TestApp } from '../test/harness.js';

const TOKEN = 'tok_live_0123456789abcdef';
const MEMBER_TOKEN = 'tok_demo001_0123456789abc';
const GONE_MEMBER_TOKEN = 'tok_gone_member_0123456789';
const HOUR = 3_600_000;

describeEachDb('errors and sessions', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('connection string postgres://secret@db');
      });
      app.post('/api/test/me', { preHandler: app.requireSession }, async (request) => {
        request.renewedToken = 'renewed_token_abcdefghijkl';
        return { code: 100, message: 'success', data: { member_id: request.session?.memberId } };
      });
      app.post('/api/test/member', { preHandler: app.requireSession }, async (request) => {
        const first = await request.member();
        const again = await request.member();
        return { code: 100, message: 'success', data: { account: first.memberAccount, same_row: first === again } };
      });
    });
    const now = Date.now();
    const row = (token: string, siteId: number, expiresIn: number, revoked = false) => ({
      siteId,
      memberId: 7,
      memberCurrency: 'USD',
      tokenHash: hashToken(token),
      expiresAt: new Date(now + expiresIn),
      revokedAt: revoked ? new Date(now) : null,
    });
    await t.app.database.db
      .insert(sessions)
      .values([
        row(TOKEN, 1, 20 * HOUR),
        row('tok_expired_0123456789abc', 1, -HOUR),
        row('tok_revoked_0123456789abc', 1, 20 * HOUR, true),
        row('tok_site_two_0123456789ab', 2, 20 * HOUR),
        row('tok_old_half_0123456789ab', 1, HOUR),
      ]);
    const [demo] = await t.app.database.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.siteId, 1), eq(members.memberAccount, 'demo001')));
    await t.app.database.db.insert(sessions).values([
      { ...row(MEMBER_TOKEN, 1, 20 * HOUR), memberId: demo!.id },
      { ...row(GONE_MEMBER_TOKEN, 1, 20 * HOUR), memberId: 2_000_000_000 },
    ]);
  });
  afterAll(() => t.close());

  it('hides internals of a 5xx behind a plain envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      message: 'Something went wrong on our side. Please try again later.',
      data: null,
    });
    expect(res.body).not.toContain('secret');
  });

  it.each([
    ['no token', undefined],
    ['a malformed header', 'Token abc'],
    ['an unknown token', 'Bearer tok_unknown_0123456789'],
    ['an expired token', 'Bearer tok_expired_0123456789abc'],
    ['a revoked token', 'Bearer tok_revoked_0123456789abc'],
    ["another site's token", 'Bearer tok_site_two_0123456789ab'],
  ])('answers 401 for %s', async (_label, authorization) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/me',
      headers: authorization ? { authorization } : {},
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(401);
  });

  it('resolves a live token and sends a renewed token back in the Authorization header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/me',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.member_id).toBe(7);
    expect(res.headers.authorization).toBe('Bearer renewed_token_abcdefghijkl');
    expect(res.headers['access-control-expose-headers']).toBe('Authorization');
  });

  it("reads the calling member's row once per request, and answers 401 for a session whose member is gone", async () => {
    const ask = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/member',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
    const found = await ask(MEMBER_TOKEN);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual({ account: 'demo001', same_row: true });
    const gone = await ask(GONE_MEMBER_TOKEN);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().code).toBe(401);
  });

  it('slides the expiry of a session used in the second half of its life', async () => {
    const before = await t.app.database.db.select().from(sessions);
    const old = before.find((s) => s.tokenHash === hashToken('tok_old_half_0123456789ab'))!;
    await t.app.inject({
      method: 'POST',
      url: '/api/test/me',
      headers: { authorization: 'Bearer tok_old_half_0123456789ab' },
      payload: {},
    });
    const after = (await t.app.database.db.select().from(sessions)).find((s) => s.id === old.id)!;
    expect(after.expiresAt.getTime() - old.expiresAt.getTime()).toBeGreaterThan(20 * HOUR);
  });
});

it('never writes passwords, tokens or captcha answers to the log', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as pino.LoggerOptions;
  const log = pino(options, sink);
  log.info({ body: { account: 'demo001', password: 'Demo1234', answer: 'x7k2', captcha_answer: 'x7k2' } }, 'login');
  log.info(
    {
      req: {
        method: 'POST',
        url: '/api/login?tk=tok_secret_value_3',
        headers: { authorization: 'Bearer tok_secret_value_1' },
      },
    },
    'call',
  );
  log.info(
    { reply: { headers: { authorization: 'Bearer tok_secret_value_4' } }, token: 'tok_secret_value_2' },
    'reply',
  );
  log.info({ data: { member: { withdraw_password: '9911' } } }, 'nested');
  // The time and pid are numbers that may hold the digits of a secret by chance ("…9911…").
  const out = lines.join('').replace(/"(time|pid)":\d+/g, '');
  expect(out).toContain('demo001');
  expect(out).toContain('/api/login');
  for (const secret of ['Demo1234', 'x7k2', '9911', ...[1, 2, 3, 4].map((n) => `tok_secret_value_${n}`)]) {
    expect(out).not.toContain(secret);
  }
});
