import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { snapshotDb } from '../../test/db-snapshot.js';
import { IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';
import { envelopeBody, inMs, json, memberCall, requestId, siteOneOwner, trail } from './activities-test-helpers.js';

describeEachDb('back office: red-envelope drops', (kind) => {
  let t: TestApp;
  let content: AdminClient;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    content = await signedIn(t.app, 'content');
    token = (await login(t.app, { account: 'demo001' })).body.data.token;
  }, 120_000);
  afterAll(() => t.close());

  const create = (over: Record<string, unknown> = {}) =>
    content.call('POST', '/api/admin/red-envelopes', envelopeBody(over));
  const end = (id: number) => content.call('POST', `/api/admin/red-envelopes/${id}/end`);

  it('creates a drop: the member sees it titled in the page language, claims it, and the figures follow', async () => {
    const res = await create();
    expect(res.status).toBe(200);
    const drop = res.body;
    expect(drop).toMatchObject({
      status: 'running',
      claimed: 0,
      paid: 0,
      remaining: 2_000,
      version: 0,
      created_by: 'content',
    });
    expect((await memberCall(t.app, 'red_envelope_promotion', token, 'zh_CN')).body.data.envelope).toMatchObject({
      id: drop.id,
      title: '幸运红包',
    });
    const live = await memberCall(t.app, 'red_envelope_promotion', token, 'vi_VN'); // not written: the default's
    expect(live.body.data.envelope.title).toBe('Lucky drop');
    const claim = await memberCall(t.app, 'red_envelope', token, 'en_US', { id: drop.id });
    expect(claim.body.code).toBe(100);
    const cents = Math.round(Number(claim.body.data.cash) * 100);
    expect(cents).toBeGreaterThanOrEqual(100);
    expect(cents).toBeLessThanOrEqual(300);
    const after = (await content.get(`/api/admin/red-envelopes/${drop.id}`)).body;
    expect(after).toMatchObject({ claimed: 1, paid: cents, remaining: 2_000 - cents });
    const claims = await content.get(`/api/admin/red-envelope-claims?filter=${json({ envelope_id: drop.id })}`);
    expect(claims.headers['content-range']).toBe('red-envelope-claims 0-0/1');
    expect(claims.body).toEqual([
      expect.objectContaining({
        member_account: 'demo001',
        amount: cents,
        currency: 'USD',
        created_at: expect.any(String),
      }),
    ]);
    const rows = await trail(t.app, 'red_envelope', drop.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'red_envelope.create',
      actorUsername: 'content',
      after: expect.objectContaining({ budget: '2000', count: 10 }),
    });
    await end(drop.id);
  });

  it('lists with filters by site, currency and status, and pages with Content-Range', async () => {
    const soon = (await create({ start_at: inMs(3_600_000), end_at: inMs(7_200_000) })).body;
    const vnd = (await create({ currency: 'VND', budget: 20_000, amount: { kind: 'fixed', amount: 2_000 } })).body;
    const scheduled = await content.get(`/api/admin/red-envelopes?filter=${json({ site_id: 1, status: 'scheduled' })}`);
    expect(scheduled.body.map((r: { id: number }) => r.id)).toContain(soon.id);
    expect(scheduled.body.every((r: { status: string }) => r.status === 'scheduled')).toBe(true);
    const inVnd = await content.get(`/api/admin/red-envelopes?filter=${json({ currency: 'VND', status: 'running' })}`);
    expect(inVnd.body.map((r: { id: number }) => r.id)).toEqual([vnd.id]);
    expect(inVnd.body[0].amount).toEqual({ kind: 'fixed', amount: 2_000 });
    const page = await content.get(`/api/admin/red-envelopes?range=${json([0, 0])}&sort=${json(['id', 'ASC'])}`);
    expect(page.body).toHaveLength(1);
    expect(page.headers['content-range']).toMatch(/^red-envelopes 0-0\/\d+$/);
    await end(vnd.id);
    const ended = await content.get(`/api/admin/red-envelopes?filter=${json({ status: 'ended' })}`);
    expect(ended.body.map((r: { id: number }) => r.id)).toContain(vnd.id);
  });

  it('edits a scheduled drop (version checked), and refuses to edit one that has started', async () => {
    const drop = (await create({ start_at: inMs(3_600_000), end_at: inMs(7_200_000) })).body;
    const edit = {
      version: drop.version,
      titles: { en_US: 'Bigger drop' },
      budget: 5_000,
      count: 50,
      amount: { kind: 'fixed', amount: 100 },
      start_at: drop.start_at,
      end_at: drop.end_at,
      min_member_days: 3,
    };
    const res = await content.call('PUT', `/api/admin/red-envelopes/${drop.id}`, edit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      budget: 5_000,
      count: 50,
      remaining: 5_000,
      version: drop.version + 1,
      min_member_days: 3,
    });
    const stale = await content.call('PUT', `/api/admin/red-envelopes/${drop.id}`, {
      ...edit,
      budget: 4_000,
      count: 40,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'conflict', field: 'version' });
    expect((await content.get(`/api/admin/red-envelopes/${drop.id}`)).body.budget).toBe(5_000);
    const rows = await trail(t.app, 'red_envelope', drop.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'red_envelope.update',
      before: expect.objectContaining({ budget: '2000', version: 0 }),
      after: expect.objectContaining({ budget: '5000', version: 1 }),
    });
    const running = (await create()).body;
    const late = await content.call('PUT', `/api/admin/red-envelopes/${running.id}`, {
      ...edit,
      version: running.version,
      start_at: running.start_at,
      end_at: running.end_at,
    });
    expect(late.status).toBe(409);
    expect(late.body.field).toBe('status');
    await end(running.id);
  });

  it('ends a drop now: open pages are told, the member no longer sees it, a claim is refused; once only', async () => {
    const drop = (await create()).body;
    const published: [string, string][] = [];
    const spy = vi
      .spyOn(t.app.realtime, 'publish')
      .mockImplementation((channel, event) => void published.push([channel, event]));
    const res = await end(drop.id);
    spy.mockRestore();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ended', ended_early_at: expect.any(String), version: drop.version + 1 });
    expect(published).toContainEqual(['member.USD', 'RedEnvelopeDisplay']);
    expect((await memberCall(t.app, 'red_envelope_promotion', token)).body.data.envelope?.id).not.toBe(drop.id);
    expect((await memberCall(t.app, 'red_envelope', token, 'en_US', { id: drop.id })).body.code).toBe(102);
    const again = await end(drop.id);
    expect([again.status, again.body.field]).toEqual([409, 'status']);
    expect((await trail(t.app, 'red_envelope', drop.id)).map((r) => r.action)).toEqual([
      'red_envelope.create',
      'red_envelope.end',
    ]);
  });

  it('a drop scheduled ahead is announced on member.{currency} at its start, not at a start it was moved from', async () => {
    const calls: { at: number; event: string; channel: string }[] = [];
    const spy = vi
      .spyOn(t.app.realtime, 'publish')
      .mockImplementation((channel, event) => void calls.push({ at: Date.now(), channel, event }));
    // Time to move it before its first start, and 1.5 s between the two starts for the stale one's job to pass.
    const drop = (await create({ start_at: inMs(1_000), end_at: inMs(600_000) })).body;
    const moved = Date.parse(inMs(2_500));
    const edit = await content.call('PUT', `/api/admin/red-envelopes/${drop.id}`, {
      version: drop.version,
      titles: drop.titles,
      budget: drop.budget,
      count: drop.count,
      amount: drop.amount,
      start_at: new Date(moved).toISOString(),
      end_at: drop.end_at,
      min_member_days: 0,
    });
    expect(edit.status).toBe(200);
    expect((await memberCall(t.app, 'red_envelope_promotion', token)).body.data.envelope?.id).not.toBe(drop.id);
    await vi.waitFor(() => expect(calls.some((c) => c.event === 'RedEnvelopeDisplay')).toBe(true), {
      timeout: 20_000,
      interval: 200,
    });
    spy.mockRestore();
    const shown = calls.filter((c) => c.event === 'RedEnvelopeDisplay');
    expect(shown[0]!.channel).toBe('member.USD');
    expect(shown[0]!.at).toBeGreaterThanOrEqual(moved);
    expect((await memberCall(t.app, 'red_envelope_promotion', token)).body.data.envelope.id).toBe(drop.id);
    await end(drop.id);
  }, 30_000);

  it('a double submit of one form makes one drop', async () => {
    const body = envelopeBody({ start_at: inMs(3_600_000), end_at: inMs(7_200_000), request_id: requestId() });
    const [a, b] = await Promise.all([
      content.call('POST', '/api/admin/red-envelopes', body),
      content.call('POST', '/api/admin/red-envelopes', body),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).toBe(b.body.id);
  });

  it('refuses roles without activities.manage, and sites not granted', async () => {
    const drop = (
      await create({
        site_id: 2,
        currency: 'RMB',
        titles: { zh_CN: '红包' },
        start_at: inMs(3_600_000),
        end_at: inMs(7_200_000),
      })
    ).body;
    for (const role of ['finance', 'support']) {
      const client = await signedIn(t.app, role);
      expect((await client.get('/api/admin/red-envelopes')).status).toBe(403);
      expect((await client.call('POST', '/api/admin/red-envelopes', envelopeBody())).status).toBe(403);
      expect((await client.call('POST', `/api/admin/red-envelopes/${drop.id}/end`)).status).toBe(403);
    }
    const owner = await signedIn(t.app, 'owner');
    expect((await owner.get(`/api/admin/red-envelopes/${drop.id}`)).status).toBe(200);
    const s1 = await siteOneOwner(t.app);
    expect((await s1.get(`/api/admin/red-envelopes/${drop.id}`)).status).toBe(404);
    expect(
      (
        await s1.call('PUT', `/api/admin/red-envelopes/${drop.id}`, {
          ...envelopeBody(),
          site_id: undefined,
          currency: undefined,
          request_id: undefined,
          version: 0,
        })
      ).status,
    ).toBe(404);
    expect((await s1.call('POST', `/api/admin/red-envelopes/${drop.id}/end`)).status).toBe(404);
    expect(
      (await s1.call('POST', '/api/admin/red-envelopes', envelopeBody({ site_id: 2, currency: 'RMB' }))).status,
    ).toBe(403);
    expect((await s1.get(`/api/admin/red-envelopes?filter=${json({ site_id: 2 })}`)).status).toBe(403);
    expect((await s1.get('/api/admin/red-envelopes')).body.map((r: { site_id: number }) => r.site_id)).not.toContain(2);
    expect((await s1.get(`/api/admin/red-envelope-claims?filter=${json({ site_id: 2 })}`)).status).toBe(403);
    expect((await content.get(`/api/admin/red-envelopes/${drop.id}`)).body.status).toBe('scheduled');
  });

  it('bad input is a 400 naming the field, and changes nothing', async () => {
    const before = await snapshotDb(t.app.database.db, ['operator_sessions']);
    const cases: [Record<string, unknown>, string][] = [
      [{ budget: '2000' }, 'budget'],
      [{ count: undefined }, 'count'],
      [{ count: 0 }, 'count'],
      [{ budget: 999 }, 'budget'], // 10 × 1.00 does not fit
      [{ budget: 3_001 }, 'budget'], // more than 10 × 3.00 can pay
      [{ amount: { kind: 'random', min: 300, max: 100 } }, 'amount.max'],
      [{ amount: { kind: 'fixed', amount: 1.5 } }, 'amount'],
      [{ amount: { kind: 'lottery' } }, 'amount'],
      [{ titles: { en_US: 'x'.repeat(10_000) } }, 'titles'],
      [{ titles: { en_US: 'bad\u0000title' } }, 'titles'],
      [{ titles: {} }, 'titles'],
      [{ titles: { xx_XX: 'Hi' } }, 'xx_XX'], // an unknown key is named by itself
      [{ end_at: inMs(-5_000), start_at: inMs(-10_000) }, 'end_at'],
      [{ end_at: inMs(-5_000) }, 'end_at'],
      [{ start_at: 'tomorrow' }, 'start_at'],
      [{ currency: 'EUR' }, 'currency'],
      [{ site_id: 1, currency: 'USD', titles: { ko_KR: '복' } }, ''],
      [{ surprise: true }, 'surprise'],
      [{ request_id: 'x' }, 'request_id'],
    ];
    for (const [over, field] of cases) {
      const body = envelopeBody(over);
      const res = await content.call('POST', '/api/admin/red-envelopes', body);
      if (field === '') {
        expect(res.status, JSON.stringify(over)).toBe(200); // ko_KR is a language of site 1
        await end(res.body.id);
        continue;
      }
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.field, JSON.stringify(over)).toContain(field);
    }
    const site2 = await content.call(
      'POST',
      '/api/admin/red-envelopes',
      envelopeBody({ site_id: 2, currency: 'RMB', titles: { vi_VN: 'Lì xì' } }),
    );
    expect([site2.status, site2.body.field]).toEqual([400, 'titles.vi_VN']);
    const after = await snapshotDb(t.app.database.db, ['operator_sessions']);
    const changed = Object.keys(after).filter((name) => after[name]!.md5 !== before[name]!.md5);
    // Only the one accepted case (and its end) wrote: a drop, its audit rows.
    expect(changed.sort()).toEqual(['audit_log', 'red_envelopes']);
  });
});
