import { describe, expect, it } from 'vitest';
import { createCsrfStore } from '../api/csrf';
import { createDataProvider } from '../api/data-provider';
import { fakeFetch, memoryStorage, reply } from '../api/fake-fetch';
import type { Call } from '../api/fake-fetch';

function setup(answer: (call: Call) => Response) {
  const csrf = createCsrfStore(memoryStorage());
  csrf.set('csrf-1');
  const { fetch, calls } = fakeFetch(answer);
  return { calls, data: createDataProvider({ fetch, csrf }) };
}

const path = (call: Call | undefined) => new URL(call!.url, 'http://console').pathname;
const query = (call: Call | undefined) => Object.fromEntries(new URL(call!.url, 'http://console').searchParams);

describe('content resources over /api/admin/content', () => {
  it('lists a kind with its kind filter, leaving out empty filters (the server’s filter is strict)', async () => {
    const { data, calls } = setup(() => reply(200, [{ id: 1 }], { 'content-range': 'content 0-0/1' }));
    await data.getList('content-bulletin-setting', {
      filter: { site_id: 2, locale: '', q: undefined, status: 'live' },
      sort: { field: 'sort', order: 'ASC' },
      pagination: { page: 1, perPage: 25 },
    });
    expect(path(calls[0])).toBe('/api/admin/content');
    expect(JSON.parse(query(calls[0]).filter!)).toEqual({ site_id: 2, status: 'live', kind: 'bulletin_setting' });
  });

  it('reads, creates, changes and deletes entries at /api/admin/content[/:id]', async () => {
    const { data, calls } = setup((call) =>
      call.method === 'DELETE' ? reply(204) : reply(200, { id: 5, kind: 'banner', version: 2 }),
    );
    await data.getOne('content-banner', { id: 5 });
    await data.create('content-banner', { data: { site_id: 1, data: {} } });
    await data.update('content-banner', { id: 5, data: { version: 1, sort: 3 }, previousData: { id: 5 } });
    await data.delete('content-banner', { id: 5, previousData: { id: 5 } });
    expect(calls.map((c) => `${c.method} ${path(c)}`)).toEqual([
      'GET /api/admin/content/5',
      'POST /api/admin/content',
      'PUT /api/admin/content/5',
      'DELETE /api/admin/content/5',
    ]);
    expect(calls[1]!.body).toEqual({ site_id: 1, data: {}, kind: 'banner' });
    expect(calls[2]!.body).toEqual({ version: 1, sort: 3 });
  });

  it('copies an entry into a language with the version on screen', async () => {
    const { data, calls } = setup(() => reply(200, { id: 6, locale: 'zh_CN' }));
    const { data: copy } = await data.copyContent(5, 'zh_CN', 2);
    expect(copy).toEqual({ id: 6, locale: 'zh_CN' });
    expect(`${calls[0]!.method} ${path(calls[0])}`).toBe('POST /api/admin/content/5/copy');
    expect(calls[0]!.body).toEqual({ locale: 'zh_CN', version: 2 });
  });

  it('leaves other resources alone', async () => {
    const { data, calls } = setup(() => reply(200, [], { 'content-range': 'games 0-0/0' }));
    await data.getList('games', {
      filter: { q: 'x' },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 5 },
    });
    expect(path(calls[0])).toBe('/api/admin/games');
    expect(JSON.parse(query(calls[0]).filter!)).toEqual({ q: 'x' });
  });
});
