import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { auditLog } from '../../db/schema/index.js';
import { open } from '../../lib/crypto.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { AdminClient, signedIn } from '../../test/admin-helpers.js';
import { issueEnrolmentCodeFromCommandLine } from './enrolment-code.js';

describeEachDb('back-office sign-in and sessions', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('signs in with a password: an httpOnly, SameSite=Strict cookie on /api/admin, and a CSRF token', async () => {
    const client = new AdminClient(t.app);
    const res = await client.signIn('Owner');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'signed_in',
      operator: { username: 'owner', role: 'owner', site_ids: [1, 2], totp_enabled: false, totp_required: false },
    });
    expect(res.body.operator).not.toHaveProperty('password_hash');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/playdeck_admin=[\w-]{40,}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/admin/);
    const session = await client.get('/api/admin/session');
    expect(session.body).toMatchObject({ operator: { username: 'owner' }, csrf_token: client.csrf });
  });

  it('refuses a wrong password and an unknown user alike, with 401 and nothing set', async () => {
    for (const [username, password] of [
      ['owner', 'wrong-password'],
      ['nobody', 'Operator1234'],
    ]) {
      const client = new AdminClient(t.app, '10.20.1.1');
      const res = await client.signIn(username!, password);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'wrong username or password', code: 'invalid_credentials' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await new AdminClient(t.app).get('/api/admin/session')).status).toBe(401);
  });

  it('throttles password guesses: 30 parallel wrong tries, then even the right password waits', async () => {
    const tries = await Promise.all(
      Array.from({ length: 30 }, () => new AdminClient(t.app, '10.20.2.2').signIn('support', 'guess-guess')),
    );
    expect(tries.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect(tries.some((r) => r.status === 429)).toBe(true);
    const counted = await t.app.database.db.execute(
      sql`select locked_until from login_throttles where key = 'acct-ip:op:support|10.20.2.2'`,
    );
    const [counter] = (counted as unknown as { rows: { locked_until: Date | string }[] }).rows;
    const lockedUntil = new Date(counter!.locked_until).getTime();
    const right = await new AdminClient(t.app, '10.20.2.2').signIn('support');
    // Refused while the delay lasts; a loaded machine may only get there once the delay is over.
    if (right.status === 429) expect(right.body.code).toBe('throttled');
    else expect(Date.now()).toBeGreaterThanOrEqual(lockedUntil);
  });

  it('refuses a write without the CSRF token, or with another session’s', async () => {
    const a = await signedIn(t.app, 'finance');
    const b = await signedIn(t.app, 'content');
    for (const csrf of ['', 'forged', b.csrf]) {
      const res = await a.call('DELETE', '/api/admin/session', undefined, { 'x-csrf-token': csrf });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('csrf');
    }
    expect((await a.get('/api/admin/session')).status).toBe(200);
    expect((await a.call('DELETE', '/api/admin/session')).status).toBe(204);
    expect((await a.get('/api/admin/session')).status).toBe(401);
  });

  it('signs out everywhere: every session of that operator ends', async () => {
    const first = await signedIn(t.app, 'content');
    const second = await signedIn(t.app, 'content');
    expect((await second.call('DELETE', '/api/admin/sessions')).status).toBe(204);
    expect((await first.get('/api/admin/session')).status).toBe(401);
    const contentId = (await t.app.operators.repo.byUsername('content'))!.id;
    const [row] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.sign_out_everywhere'), eq(auditLog.targetId, String(contentId))));
    expect(row).toMatchObject({ actorUsername: 'content', siteId: null });
  });

  it('enrols TOTP, then asks for a code; a code works once, a recovery code once', async () => {
    const client = await signedIn(t.app, 'finance');
    const elsewhere = await signedIn(t.app, 'finance', '10.20.3.9');
    const enrol = await client.call('POST', '/api/admin/me/totp');
    expect(enrol.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Playdeck:finance\?/);
    expect(enrol.body.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const secret = enrol.body.secret as string;
    const wrong = await client.call('POST', '/api/admin/me/totp/confirm', { code: '000000' });
    expect(wrong.status).toBe(400);
    const enrolmentCode = await generate({ secret });
    const confirmed = await client.call('POST', '/api/admin/me/totp/confirm', { code: enrolmentCode });
    expect(confirmed.status).toBe(200);
    const recovery = confirmed.body.recovery_codes as string[];
    expect(recovery).toHaveLength(10);
    // The enrolling session carries on; the operator's other (password-only) session is over.
    expect((await client.get('/api/admin/session')).body.operator.totp_enabled).toBe(true);
    expect((await elsewhere.get('/api/admin/session')).status).toBe(401);
    // The secret is sealed at rest, not stored as given.
    const rows = await t.app.database.db.execute(
      sql`select totp_secret_sealed from operator_users where username = 'finance'`,
    );
    const sealed = (rows as unknown as { rows: { totp_secret_sealed: string }[] }).rows[0]!.totp_secret_sealed;
    expect(sealed).not.toContain(secret);
    expect(open(t.app.config.SERVER_SECRET, 'operator-totp-secret', sealed)).toBe(secret);

    // The enrolment's code was spent: a sign-in needs the next one or a recovery code. (The very code sent
    // at enrolment is replayed: a code generated now could belong to the next 30 s step on a slow run.)
    const next = new AdminClient(t.app, '10.20.3.3');
    const challenge = await next.signIn('finance');
    expect(challenge.body).toEqual({ state: 'totp', challenge: expect.any(String) });
    expect(challenge.headers['set-cookie']).toBeUndefined();
    const reused = await next.signInWithTotp(challenge.body.challenge, enrolmentCode);
    expect(reused.status).toBe(401);
    const byRecovery = await next.signInWithTotp(challenge.body.challenge, recovery[0]!.toUpperCase());
    expect(byRecovery.body).toMatchObject({ state: 'signed_in', operator: { totp_enabled: true } });
    const again = await new AdminClient(t.app, '10.20.3.4').signInWithTotp(challenge.body.challenge, recovery[0]!);
    expect(again.status).toBe(401);
    const forged = await new AdminClient(t.app).signInWithTotp('not-a-challenge', '123456');
    expect(forged.status).toBe(401);
  });

  it('documents every admin route in an OpenAPI 3.1 document, and serves it browsable', async () => {
    const doc = await new AdminClient(t.app).get('/api/admin/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.body.paths);
    for (const path of ['/api/admin/session', '/api/admin/session/totp', '/api/admin/me/totp', '/api/admin/audit']) {
      expect(paths).toContain(path);
    }
    expect(paths.every((p) => p.startsWith('/api/admin/'))).toBe(true);
    const docs = await t.app.inject({ method: 'GET', url: '/api/admin/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});

describeEachDb('back-office sign-in in production', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      NODE_ENV: 'production',
      SERVER_SECRET: 'Vq3xL9mT2pRz7KsW4bYc8NdF5hJgA1eU',
      EMBEDDED_SANDBOX_PROVIDER: 'true',
      METRICS_TOKEN: 'Mt7pQ2xR9vK4sW8bN3cF6hJ1',
      SEED_DEMO: 'true',
    });
  });
  afterAll(() => t.close());

  /** Enrols with an enrolment code; answers the TOTP secret. */
  const enrol = async (client: AdminClient, enrolmentCode: string) => {
    const begun = await client.call('POST', '/api/admin/me/totp', { enrolment_code: enrolmentCode });
    expect(begun.status).toBe(200);
    const code = await generate({ secret: begun.body.secret });
    const confirmed = await client.call('POST', '/api/admin/me/totp/confirm', { code, enrolment_code: enrolmentCode });
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    return begun.body.secret as string;
  };
  const commandLineCode = async (username: string) => {
    const { repo } = t.app.operators;
    const deps = { db: t.app.database.db, repo, audit: t.app.audit };
    return (await issueEnrolmentCodeFromCommandLine(deps, (await repo.byUsername(username))!)).code;
  };
  const actions = async (targetId: number) =>
    (
      await t.app.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(targetId)))
    ).map((row) => row.action);

  it('requires two-factor sign-in: until enrolled an operator may only enrol, with an enrolment code', async () => {
    const client = await signedIn(t.app, 'finance');
    const session = await client.get('/api/admin/session');
    expect(session.body.operator).toMatchObject({
      totp_enabled: false,
      totp_required: true,
      enrolment_code_required: true,
    });
    const audit = await client.get('/api/admin/audit');
    expect(audit.status).toBe(403);
    expect(audit.body.code).toBe('totp_required');
    expect(String((await new AdminClient(t.app).signIn('owner')).headers['set-cookie'])).toMatch(/Secure/);

    // The password alone does not enrol: no code, a made-up one, or a lapsed one is refused.
    for (const body of [undefined, {}, { enrolment_code: 'AAAA-BBBB-CCCC-DDDD' }]) {
      const refused = await client.call('POST', '/api/admin/me/totp', body);
      expect([refused.status, refused.body.code], JSON.stringify(body)).toEqual([400, 'enrolment_code_invalid']);
    }
    const lapsed = await commandLineCode('finance');
    await t.app.database.db.execute(
      sql`update operator_users set enrolment_code_expires_at = now() - interval '1 minute' where username = 'finance'`,
    );
    expect((await client.call('POST', '/api/admin/me/totp', { enrolment_code: lapsed })).status).toBe(400);
    const begun = await client.call('POST', '/api/admin/me/totp', { enrolment_code: 'AAAA-BBBB-CCCC-DDDD' });
    expect(begun.status).toBe(400);

    await enrol(client, (await commandLineCode('finance')).toLowerCase().replace(/-/g, ' '));
    expect((await client.get('/api/admin/audit')).status).toBe(200);
    expect((await client.get('/api/admin/session')).body.operator.enrolment_code_required).toBe(false);
  });

  it('passes the second factor per session: enrolling ends the password-only sessions, and is audited', async () => {
    const owner = await signedIn(t.app, 'owner');
    await enrol(owner, await commandLineCode('owner'));
    const supportId = (await t.app.operators.repo.byUsername('support'))!.id;
    // The owner makes the code in the console; a site-1 owner could not (support holds site 2 too).
    const made = await owner.call('POST', `/api/admin/operators/${supportId}/enrolment-code`, {});
    expect(made.body).toEqual({
      enrolment_code: expect.stringMatching(/^([A-Z2-9]{4}-){3}[A-Z2-9]{4}$/),
      expires_at: expect.any(String),
    });
    expect(JSON.stringify(await t.app.database.db.select().from(auditLog))).not.toContain(made.body.enrolment_code);

    const enrolling = await signedIn(t.app, 'support', '10.20.5.1');
    const bystander = await signedIn(t.app, 'support', '10.20.5.2');
    expect((await bystander.get('/api/admin/audit')).status).toBe(403);
    await enrol(enrolling, made.body.enrolment_code);
    expect((await enrolling.get('/api/admin/audit')).status).toBe(200);
    // The other password-only session is over, not lifted by an enrolment it never made.
    expect((await bystander.get('/api/admin/audit')).status).toBe(401);
    expect((await bystander.get('/api/admin/session')).status).toBe(401);
    // The code was spent, and an enrolled operator gets no new one.
    const again = await owner.call('POST', `/api/admin/operators/${supportId}/enrolment-code`, {});
    expect(again.status).toBe(409);

    expect((await enrolling.call('DELETE', '/api/admin/sessions')).status).toBe(204);
    expect((await enrolling.get('/api/admin/session')).status).toBe(401);
    expect(await actions(supportId)).toEqual(
      expect.arrayContaining(['operator.enrolment_code', 'operator.two_factor_on', 'operator.sign_out_everywhere']),
    );
  });
});
