import { describe, expect, it } from 'vitest';
import { createCsrfStore } from '../api/csrf';
import { createDataProvider } from '../api/data-provider';
import { fakeFetch, memoryStorage, reply } from '../api/fake-fetch';
import type { Call } from '../api/fake-fetch';
import { protectionFilter } from './protection-data-provider';

function setup(answer: (call: Call) => Response) {
  const csrf = createCsrfStore(memoryStorage());
  csrf.set('csrf-1');
  const { fetch, calls } = fakeFetch(answer);
  return { calls, data: createDataProvider({ fetch, csrf }) };
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://console').searchParams);
const path = (url: string) => new URL(url, 'http://console').pathname;

describe('player protection over the admin API', () => {
  it('lists flags with the strict filter the API takes', async () => {
    expect(protectionFilter({ site_id: '1', member_id: ' 7 ', kind: '', state: 'open' })).toEqual({
      site_id: 1,
      member_id: 7,
      state: 'open',
    });
    const { data, calls } = setup(() => reply(200, [{ id: 3 }], { 'content-range': 'protection-flags 0-0/1' }));
    const page = await data.getList('protection-flags', {
      filter: { state: 'open', site_id: '2', kind: 'night_play', member_id: '' },
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
    });
    expect(page).toEqual({ data: [{ id: 3 }], total: 1 });
    expect(path(calls[0]!.url)).toBe('/api/admin/protection-flags');
    expect(query(calls[0]!.url).filter).toBe('{"state":"open","site_id":2,"kind":"night_play"}');
  });

  it('reads a member’s protection, and imposes limits and time-outs with the CSRF header', async () => {
    const { data, calls } = setup(() => reply(200, { id: 12, limits: [] }));
    await data.getOne('member-protection', { id: 12 });
    const body = { measure: 'deposit', period: 'day', amount: '100', reason: 'Asked' } as const;
    await data.imposeLimit(12, body);
    await data.imposeTimeOut(12, { period: '24h', reason: 'Night play' });
    expect(calls.map((c) => `${c.method} ${path(c.url)}`)).toEqual([
      'GET /api/admin/member-protection/12',
      'POST /api/admin/member-protection/12/limits',
      'POST /api/admin/member-protection/12/time-out',
    ]);
    expect(calls[1]!.body).toEqual(body);
    expect(calls[2]!.body).toEqual({ period: '24h', reason: 'Night play' });
    expect(calls[1]!.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('reviews a flag with its note trimmed; a flag reviewed meanwhile is a 409 carrying the server’s words', async () => {
    const { data, calls } = setup((call) =>
      call.url.endsWith('/9/review')
        ? reply(409, { code: 'conflict', message: 'already reviewed' })
        : reply(200, { id: 8, state: 'reviewed' }),
    );
    await data.reviewFlag(8, '  Called the member  ');
    expect(path(calls[0]!.url)).toBe('/api/admin/protection-flags/8/review');
    expect(calls[0]!.body).toEqual({ note: 'Called the member' });
    await expect(data.reviewFlag(9, 'Looked')).rejects.toMatchObject({ status: 409, message: 'already reviewed' });
  });

  it('saves settings by their "site:currency" id with the version read', async () => {
    const { data, calls } = setup(() => reply(200, { id: '1:USD', version: 3 }));
    await data.update('protection-settings', { id: '1:USD', data: { version: 2 }, previousData: { id: '1:USD' } });
    expect(`${calls[0]!.method} ${calls[0]!.url}`).toBe('PUT /api/admin/protection-settings/1%3AUSD');
  });
});
