import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, letterCampaigns, letters, members } from '../../db/schema/index.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';

describeEachDb('back office: letter campaigns', (kind) => {
  let t: TestApp;
  let support: AdminClient;
  let token: string;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    support = await signedIn(t.app, 'support');
    const res = await login(t.app, { account: 'demo002' });
    token = res.body.data.token;
    memberId = res.body.data.member_id;
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const create = (body: Record<string, unknown>, client = support) =>
    client.call('POST', '/api/admin/letter-campaigns', {
      site_id: 1,
      versions: { en_US: { title: 'Hello', content: '<p>Hi</p>' } },
      audience: { kind: 'member', member_id: memberId },
      request_id: randomUUID(),
      ...body,
    });
  /** Sends now (the job may already have), then answers the campaign once it is sent. */
  const sent = async (id: number) => {
    await t.app.letterCampaigns.send(id);
    for (let i = 0; i < 100; i++) {
      const res = await support.get(`/api/admin/letter-campaigns/${id}`);
      if (res.body.status === 'sent') return res.body;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`campaign ${id} was not sent`);
  };
  const inbox = async () =>
    (
      await post(
        t.app,
        '/api/arks/web/member/letter',
        { page: 1, count: 50, sort_field: 'id', sort_order: 'desc' },
        bearer(token),
      )
    ).body.data;
  const lettersOf = (campaignId: number) => db().select().from(letters).where(eq(letters.campaignId, campaignId));
  const pastSendAt = (id: number) =>
    db()
      .update(letterCampaigns)
      .set({ sendAt: sql`now() - interval '1 second'` })
      .where(eq(letterCampaigns.id, id));

  it('sends to one member: the inbox has it, sanitised; delivered and read are counted; audited', async () => {
    const res = await create({
      versions: {
        zh_CN: { title: '你好', content: '<p>中文</p>' },
        en_US: { title: 'Bonus news', content: '<p>Hi <a href="javascript:alert(1)">x</a><script>x()</script></p>' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ titles: { en_US: 'Bonus news', zh_CN: '你好' }, created_by: 'support' });
    const done = await sent(res.body.id);
    expect(done).toMatchObject({ delivered: 1, read: 0 });
    expect(done.sent_at).toEqual(expect.any(String));
    const letter = (await inbox()).list.find((l: { title: string }) => l.title === 'Bonus news');
    expect(letter.content).toBe('<p>Hi <a rel="noopener noreferrer">x</a></p>');
    await post(t.app, '/api/arks/web/member/letter/read', { id: letter.id }, bearer(token));
    expect((await support.get(`/api/admin/letter-campaigns/${res.body.id}`)).body).toMatchObject({
      delivered: 1,
      read: 1,
    });
    const [trail] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'letter_campaign.create'), eq(auditLog.targetId, String(res.body.id))));
    expect(trail).toMatchObject({ actorUsername: 'support', siteId: 1 });
    const list = await support.get('/api/admin/letter-campaigns?filter={"site_id":1,"status":"sent"}');
    expect(list.body.map((c: { id: number }) => c.id)).toContain(res.body.id);
    expect(list.headers['content-range']).toMatch(/^letter-campaigns 0-\d+\/\d+$/);
  });

  it('sends to a grade only its members, and to named accounts', async () => {
    await db().update(members).set({ memberGradeName: 'GOLD-T' }).where(eq(members.id, memberId));
    const grade = await create({ audience: { kind: 'grade', grade: 'GOLD-T' } });
    expect((await sent(grade.body.id)).delivered).toBe(1);
    expect((await lettersOf(grade.body.id)).map((l) => l.memberId)).toEqual([memberId]);
    const accounts = await create({ audience: { kind: 'accounts', accounts: ['DEMO001', 'demo002', 'nobody'] } });
    expect((await sent(accounts.body.id)).delivered).toBe(2);
  });

  it('holds a scheduled campaign until it is due; a cancelled one is never delivered', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await create({ send_at: later });
    expect(scheduled.body).toMatchObject({ status: 'scheduled', delivered: 0 });
    expect(await t.app.letterCampaigns.send(scheduled.body.id)).toBe(0); // not due yet
    expect(await lettersOf(scheduled.body.id)).toHaveLength(0);
    await pastSendAt(scheduled.body.id);
    expect((await sent(scheduled.body.id)).delivered).toBe(1);

    const doomed = await create({ send_at: later });
    const cancelled = await support.call('POST', `/api/admin/letter-campaigns/${doomed.body.id}/cancel`, {});
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    await pastSendAt(doomed.body.id);
    expect(await t.app.letterCampaigns.send(doomed.body.id)).toBe(0);
    expect(await lettersOf(doomed.body.id)).toHaveLength(0);
    expect((await support.call('POST', `/api/admin/letter-campaigns/${doomed.body.id}/cancel`, {})).status).toBe(409);
    expect((await support.call('POST', `/api/admin/letter-campaigns/${scheduled.body.id}/cancel`, {})).status).toBe(
      409,
    );
    const [trail] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'letter_campaign.cancel'), eq(auditLog.targetId, String(doomed.body.id))));
    expect(trail).toMatchObject({ actorUsername: 'support' });
  });

  it('makes one campaign of 30 parallel submits, and sends it once', async () => {
    const requestId = randomUUID();
    const replies = await Promise.all(Array.from({ length: 30 }, () => create({ request_id: requestId })));
    expect(replies.map((r) => r.status)).toEqual(Array(30).fill(200));
    const ids = new Set(replies.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const runs = await Promise.all(Array.from({ length: 5 }, () => t.app.letterCampaigns.send(id)));
    expect(runs.filter((n) => n > 0).length).toBeLessThanOrEqual(1);
    expect((await sent(id)).delivered).toBe(1);
  });

  it('refuses finance and content (403), an ungranted site (403), and bad bodies (400 naming the field)', async () => {
    for (const role of ['finance', 'content']) {
      const client = await signedIn(t.app, role);
      expect((await create({}, client)).status).toBe(403);
      expect((await client.get('/api/admin/letter-campaigns')).status).toBe(403);
    }
    expect((await create({ site_id: 99 })).status).toBe(403);
    expect((await support.get('/api/admin/letter-campaigns?filter={"site_id":99}')).status).toBe(403);
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    };
    await bad({ versions: {} }, 'versions');
    await bad({ versions: { xx_XX: { title: 't', content: 'c' } } }, 'xx_XX');
    await bad({ versions: { ko_KR: { title: '', content: 'c' } } }, 'title');
    await bad({ audience: { kind: 'everyone' } }, 'audience');
    await bad({ audience: { kind: 'accounts', accounts: Array(1_001).fill('a') } }, 'accounts');
    await bad({ audience: { kind: 'member', member_id: 999_999 } }, 'member_id');
    await bad({ send_at: 'tomorrow' }, 'send_at');
    await bad({ request_id: 'x' }, 'request_id');
    expect((await support.get('/api/admin/letter-campaigns/999999')).status).toBe(404);
  });

  it('sends 10,000 members one letter each in one job, in batches', async () => {
    await db().execute(sql`
      insert into members (site_id, member_account, member_currency, password_hash, member_grade_name)
      select 1, 'bulk' || g, 'USD', 'x', 'BULK-T' from generate_series(1, 10000) g`);
    const res = await create({ audience: { kind: 'grade', grade: 'BULK-T' } });
    expect((await sent(res.body.id)).delivered).toBe(10_000);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int`, members: sql<number>`count(distinct member_id)::int` })
      .from(letters)
      .where(eq(letters.campaignId, res.body.id));
    expect(row).toEqual({ n: 10_000, members: 10_000 });
  }, 60_000);
});
