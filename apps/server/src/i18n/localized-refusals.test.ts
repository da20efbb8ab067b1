import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDb, post } from '../test/harness.js';
import type { TestApp } from '../test/harness.js';
import { IDENTITY_TEST_CONFIG, login } from '../test/identity-helpers.js';

/** A refusal is answered in the request's language: `lang`, then Accept-Language, then the site default. */
describeEachDb('refusals in the request language', (kind) => {
  let t: TestApp;
  let member: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    const demo = await t.app.identity.memberByAccount(1, 'demo001');
    const session = await t.app.identity.sessions.start({
      siteId: 1,
      memberId: demo!.id,
      memberCurrency: demo!.memberCurrency,
      device: { udid: 'i18n-test' },
    });
    member = { authorization: `Bearer ${session.token}` };
  });
  afterAll(() => t.close());

  describe('a wrong password', () => {
    it('says so in zh_CN when lang is zh_CN, in English by default', async () => {
      const zh = await login(t.app, { password: 'Wrong1234', headers: { lang: 'zh_CN' } });
      expect(zh.body).toEqual({ code: 101, message: '账号或密码错误', data: null });
      const en = await login(t.app, { password: 'Wrong1234' });
      expect(en.body).toEqual({ code: 101, message: 'Wrong account or password', data: null });
    });

    it('takes Accept-Language when no lang header is sent, and lang before it', async () => {
      const ja = await login(t.app, { password: 'Wrong1234', headers: { 'accept-language': 'ja-JP,ja;q=0.9' } });
      expect(ja.body.message).toBe('アカウントまたはパスワードが正しくありません');
      const both = await login(t.app, {
        password: 'Wrong1234',
        headers: { 'accept-language': 'ja-JP', lang: 'ko_KR' },
      });
      expect(both.body.message).toMatch(/[가-힣]/);
    });
  });

  it('answers payments, agents and content refusals in zh_CN', async () => {
    const zh = { ...member, lang: 'zh_CN' };
    const order = await post(t.app, '/api/arks/web/payment/record', { order_number: 'NOSUCHORDER1' }, zh);
    expect(order.body).toMatchObject({ message: '找不到该订单。' });
    const agent = await post(t.app, '/api/arks/web/agent/links', {}, zh);
    expect(agent.body).toMatchObject({ message: '您不是代理' });
    const read = await post(t.app, '/api/arks/web/announcement/member/read', { id: 987654 }, zh);
    expect(read.body).toMatchObject({ code: 3231, message: '未找到该公告。' });
  });

  it('names the field of a bad body in zh_CN, and answers an unknown call in zh_CN', async () => {
    const zh = { ...member, lang: 'zh_CN' };
    const bad = await post(t.app, '/api/arks/web/payment/record', { order_number: 'x' }, zh);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'order_number' } });
    expect(bad.body.message).toMatch(/^order_number：/);
    const unknown = await post(t.app, '/api/no/such/call', {}, zh);
    expect(unknown.body).toMatchObject({ code: 404, message: '未找到。' });
  });
});
