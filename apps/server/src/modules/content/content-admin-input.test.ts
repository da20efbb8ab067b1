import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTENT_KINDS } from '@playdeck/contract/admin';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { ContentConsole, kindSamples } from '../../test/content-helpers.js';
import { snapshotDb } from '../../test/db-snapshot.js';
import { junk } from '../../fuzz/wrong-bodies.js';

/** Every call moves the session's idle deadline: that table changes by design. */
const TOUCHED_BY_EVERY_CALL = ['operator_sessions'];
const samples = kindSamples('input');

describeEachDb('content admin: bad input is a 400 naming the field, and changes nothing', (kind) => {
  let t: TestApp;
  let content: ContentConsole;
  let entryId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    content = await ContentConsole.signIn(t.app);
    entryId = (await content.create({ kind: 'announcement', data: { content: 'target' } })).id;
  }, 120_000);
  afterAll(() => t.close());

  it('refuses wrong types, missing fields, unknown fields, huge strings and NUL bytes', async () => {
    const before = await snapshotDb(t.app.database.db, TOUCHED_BY_EVERY_CALL);
    const creates: [Record<string, unknown>, string][] = [
      [{ kind: 'announcement' }, 'data'],
      [{ kind: 'nonsense', data: {} }, 'kind'],
      [{ kind: 'announcement', data: {} }, 'data.content'],
      [{ kind: 'announcement', data: { content: 5 } }, 'data.content'],
      [{ kind: 'announcement', data: { content: 'x'.repeat(10_000) } }, 'data.content'],
      [{ kind: 'announcement', data: { content: 'a\u0000b' } }, 'data.content'],
      [{ kind: 'announcement', data: { content: 'lone \ud800' } }, 'data.content'],
      [{ kind: 'announcement', data: { content: '<b></b>' } }, 'data.content'],
      [{ kind: 'announcement', data: { content: 'x', extra: 1 } }, 'data.extra'],
      [{ kind: 'announcement', sort: '1', data: { content: 'x' } }, 'sort'],
      [{ kind: 'announcement', device: 3, data: { content: 'x' } }, 'device'],
      [{ kind: 'announcement', locale: 'xx_YY', data: { content: 'x' } }, 'locale'],
      [{ kind: 'announcement', starts_at: 'tomorrow', data: { content: 'x' } }, 'starts_at'],
      [
        {
          kind: 'announcement',
          starts_at: '2030-01-02T00:00:00Z',
          ends_at: '2030-01-01T00:00:00Z',
          data: { content: 'x' },
        },
        'ends_at',
      ],
      [{ kind: 'announcement', data: { content: 'x' }, colour: 'red' }, 'colour'],
      [{ site_id: 'one', kind: 'announcement', data: { content: 'x' } }, 'site_id'],
      [{ kind: 'article', data: { article_kind: 'faq', title: 't', content: 'x'.repeat(100_001) } }, 'data.content'],
      [{ kind: 'footer', data: { title: 'x', url: '/elsewhere' } }, 'data.url'],
      [{ kind: 'template_config', data: { h5: 'H5_9', home_sections: [] } }, 'data.h5'],
    ];
    for (const [body, field] of creates) {
      const res = await content.send(body);
      expect([res.status, res.body.code, res.body.field], JSON.stringify(body).slice(0, 120)).toEqual([
        400,
        'validation',
        field,
      ]);
    }
    const updates: [unknown, string][] = [
      [{ data: { content: 'no version' } }, 'version'],
      [{ version: 'x' }, 'version'],
      [{ version: 0, data: { content: '' } }, 'data.content'],
      [{ version: 0, active: 'yes' }, 'active'],
      [{ version: 0, site_id: 2 }, 'site_id'],
      [[], 'body'],
    ];
    for (const [body, field] of updates) {
      const res = await content.client.call('PUT', `/api/admin/content/${entryId}`, body);
      expect([res.status, res.body.field], JSON.stringify(body)).toEqual([400, field]);
    }
    expect((await content.client.call('PUT', '/api/admin/content/abc', { version: 0 })).status).toBe(400);
    expect((await content.client.call('POST', `/api/admin/content/${entryId}/copy`, { locale: 'en' })).status).toBe(
      400,
    );
    expect(await snapshotDb(t.app.database.db, TOUCHED_BY_EVERY_CALL)).toEqual(before);
  });

  it('refuses wrong list queries', async () => {
    for (const q of [
      'filter={"kind":"poster"}',
      'filter={"locale":"every"}',
      'filter={"status":"soon"}',
      'filter={"q":"\\u0000"}',
      'sort=["data","ASC"]',
      'range=[0,1000]',
      'filter=nope',
    ]) {
      const res = await content.client.get(`/api/admin/content?${encodeURI(q)}`);
      expect(res.status, q).toBe(400);
    }
    const searchAll = await content.client.get(`/api/admin/content?filter=${encodeURIComponent('{"q":"100%_\\\\"}')}`);
    expect(searchAll.status).toBe(200);
    expect(searchAll.body).toEqual([]);
  });

  it("answers junk in any kind's field with a 400 naming a data field, never a 5xx", async () => {
    for (const k of CONTENT_KINDS) {
      const entry = samples[k].entry as { data: Record<string, unknown> };
      const fields = Object.keys(entry.data);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), junk, async (name, value) => {
          const res = await content.send({ ...entry, kind: k, active: false, data: { ...entry.data, [name]: value } });
          expect([201, 400], `${k}.${name} ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toContain(
            res.status,
          );
          if (res.status === 400) expect(res.body.field).toMatch(/^data(\.|$)/);
        }),
        { numRuns: 15 },
      );
    }
  });
});
