import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';

describeEachDb('letters', (kind) => {
  let t: TestApp;
  let token: string;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    const res = await login(t.app, { account: 'demo002' });
    token = res.body.data.token;
    memberId = res.body.data.member_id;
  });
  afterAll(() => t.close());

  const list = () =>
    post(
      t.app,
      '/api/arks/web/member/letter',
      { page: 1, count: 50, sort_field: 'id', sort_order: 'desc' },
      bearer(token),
    );

  it('delivers to one member, a currency or everyone, sanitised, with a letter.sent push', async () => {
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const html = '<p onclick="steal()">Hi <b>there</b><script>alert(1)</script><a href="javascript:x">x</a></p>';
    expect(await t.app.letters.send(1, { memberIds: [memberId] }, { title: 'Welcome', content: html })).toBe(1);
    expect(
      await t.app.letters.send(1, { currency: 'VND' }, { title: 'VND news', content: 'v' }),
    ).toBeGreaterThanOrEqual(1);
    expect(await t.app.letters.send(2, { all: true }, { title: 'Other site', content: 'x' })).toBeGreaterThanOrEqual(1);
    expect(publish).toHaveBeenCalledWith(`member.${memberId}`, 'letter.sent', {});
    const res = await list();
    expect(res.body.data.total_count).toBe(2);
    expect(res.body.data.unread_count).toBe(2);
    expect(res.body.data.list[0].title).toBe('VND news');
    const welcome = res.body.data.list[1];
    expect(welcome.content).toBe('<p>Hi <b>there</b><a rel="noopener noreferrer">x</a></p>');
    publish.mockRestore();
  });

  it('marks read (badge down), ignores other members’ ids, and deletes', async () => {
    const [first, second] = (await list()).body.data.list;
    expect(
      (await post(t.app, '/api/arks/web/member/letter/read', { id: first.id }, bearer(token))).body.data.unread_count,
    ).toBe(1);
    expect(
      (await post(t.app, '/api/arks/web/member/letter/read', { id: 999_999 }, bearer(token))).body.data.unread_count,
    ).toBe(1);
    const clearRead = await post(t.app, '/api/arks/web/member/letter/destroy', {}, bearer(token));
    expect(clearRead.body.data).toEqual({ deleted: 1, unread_count: 1 });
    const byId = await post(t.app, '/api/arks/web/member/letter/destroy', { ids: [second.id] }, bearer(token));
    expect(byId.body.data).toEqual({ deleted: 1, unread_count: 0 });
    expect((await list()).body.data.total_count).toBe(0);
  });

  it('needs a member and a well-formed body', async () => {
    expect((await post(t.app, '/api/arks/web/member/letter', {})).status).toBe(401);
    expect((await post(t.app, '/api/arks/web/member/letter/read', { id: 'x' }, bearer(token))).status).toBe(400);
    expect((await post(t.app, '/api/arks/web/member/letter', { count: 10_000 }, bearer(token))).status).toBe(400);
  });
});
