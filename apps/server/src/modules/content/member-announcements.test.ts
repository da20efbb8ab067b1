import { afterAll, beforeAll, expect, it } from 'vitest';
import { MEMBER_CENTRE_CODES as CODES } from '@playdeck/contract';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';

interface Item {
  id: number;
  kind: string;
  title: string;
  content: string;
  is_read: number;
}

describeEachDb('member centre: announcements with read state', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function as(account: string, siteId = 1, lang = 'en_US') {
    const member = (await t.app.identity.memberByAccount(siteId, account))!;
    const { token } = await t.app.identity.sessions.start({
      siteId,
      memberId: member.id,
      memberCurrency: member.memberCurrency,
      device: { udid: `news-${account}` },
    });
    const headers = { authorization: `Bearer ${token}`, lang, host: siteId === 2 ? '127.0.0.2' : 'localhost' };
    return (path: string, body: unknown = {}) => post(t.app, `/api${path}`, body, headers);
  }
  const list = async (call: Awaited<ReturnType<typeof as>>, body: unknown = {}) =>
    (await call('/arks/web/announcement/member', body)).body.data as { list: Item[]; total: number; unread: number };

  it('lists the members’ announcements of both kinds, in the member’s language, all unread at first', async () => {
    const call = await as('demo001');
    const all = await list(call);
    expect(all.list.map((a) => a.kind)).toEqual(expect.arrayContaining(['marquee', 'bank']));
    expect(all.unread).toBe(all.total);
    expect(all.list.find((a) => a.kind === 'bank')!.title).toBe('New receiving account for bank transfers');
    const bank = await list(call, { kind: 'bank' });
    expect(bank.list.every((a) => a.kind === 'bank')).toBe(true);
    const zh = await list(await as('demo001', 1, 'zh_CN'), { kind: 'bank' });
    expect(zh.list[0]!.title).toBe('银行转账收款账户更新');
  });

  it('marks one read for this member only, once however often it is read', async () => {
    const call = await as('demo001');
    const first = (await list(call)).list[0]!;
    const reads = await Promise.all(
      Array.from({ length: 5 }, () => call('/arks/web/announcement/member/read', { id: first.id })),
    );
    expect(reads.every((r) => r.body.code === 100)).toBe(true);
    const after = await list(call);
    expect(after.list.find((a) => a.id === first.id)!.is_read).toBe(1);
    expect(after.unread).toBe(after.total - 1);
    const other = await list(await as('player001'));
    expect(other.list.find((a) => a.id === first.id)!.is_read).toBe(0);
  });

  it('keeps bank notices out of the marquee, and out of a site that hides them', async () => {
    const marquee = (await post(t.app, '/api/arks/web/announcement/marquee', {})).body.data.web_announcement_list;
    expect(marquee.some((a: { content: string }) => a.content.startsWith('From today, bank transfers'))).toBe(false);
    const ap = await list(await as('ap001', 2, 'zh_CN'));
    expect(ap.total).toBeGreaterThan(0);
    expect(ap.list.some((a) => a.kind === 'bank')).toBe(false);
  });

  it('cannot mark read what the member cannot see; bad bodies are a 400; no token a 401', async () => {
    const call = await as('demo001');
    const siteTwo = (await list(await as('ap001', 2, 'zh_CN'))).list[0]!;
    expect((await call('/arks/web/announcement/member/read', { id: siteTwo.id })).body.code).toBe(
      CODES.announcementNotFound,
    );
    expect((await call('/arks/web/announcement/member/read', { id: 99_999_999 })).body.code).toBe(
      CODES.announcementNotFound,
    );
    for (const body of [{}, { id: '1' }, { id: 0 }, { kind: 'other' }, { page: 0 }, { count: 51 }]) {
      const path = 'id' in body || Object.keys(body).length === 0 ? '/member/read' : '/member';
      expect((await call(`/arks/web/announcement${path}`, body)).status).toBe(400);
    }
    expect((await post(t.app, '/api/arks/web/announcement/member', {})).status).toBe(401);
  });
});
