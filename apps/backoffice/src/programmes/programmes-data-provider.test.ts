import { describe, expect, it } from 'vitest';
import { createCsrfStore } from '../api/csrf';
import { createDataProvider } from '../api/data-provider';
import { fakeFetch, memoryStorage, reply } from '../api/fake-fetch';
import type { Call } from '../api/fake-fetch';
import { programmeFilter } from './programmes-data-provider';

function setup(answer: (call: Call) => Response) {
  const csrf = createCsrfStore(memoryStorage());
  csrf.set('csrf-1');
  const { fetch, calls } = fakeFetch(answer);
  return { calls, data: createDataProvider({ fetch, csrf }) };
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://console').searchParams);
const listParams = (filter: Record<string, unknown>) => ({
  filter,
  sort: { field: 'id', order: 'DESC' as const },
  pagination: { page: 1, perPage: 25 },
});

describe('programme lists and settings over the admin API', () => {
  it('sends ids as numbers and leaves out what is empty or not an id', () => {
    expect(programmeFilter({ site_id: '1', referrer_id: ' 42 ', friend_id: '', status: 'claimable' })).toEqual({
      site_id: 1,
      referrer_id: 42,
      status: 'claimable',
    });
    expect(programmeFilter({ member_id: 'abc', site_id: null })).toEqual({});
    expect(programmeFilter({ member_id: -3, friend_id: 1.5 })).toEqual({});
    expect(programmeFilter(undefined)).toEqual({});
  });

  it('lists grants with the strict filter the API takes, sorted by id and ranged', async () => {
    const { data, calls } = setup(() => reply(200, [{ id: 7 }], { 'content-range': 'cashback-grants 0-0/1' }));
    const page = await data.getList('cashback-grants', listParams({ site_id: '1', member_id: '12', status: '' }));
    expect(page).toEqual({ data: [{ id: 7 }], total: 1 });
    expect(new URL(calls[0]!.url, 'http://console').pathname).toBe('/api/admin/cashback-grants');
    expect(query(calls[0]!.url)).toEqual({
      filter: '{"site_id":1,"member_id":12}',
      sort: '["id","DESC"]',
      range: '[0,24]',
    });
  });

  it('reads and saves settings by their "site:currency" id, the version read going back', async () => {
    const saved = { id: '1:USD', site_id: 1, currency: 'USD', enabled: true, rules: [], version: 4 };
    const { data, calls } = setup(() => reply(200, saved));
    await data.getOne('referral-settings', { id: '1:USD' });
    await data.update('referral-settings', {
      id: '1:USD',
      data: { version: 3, enabled: true, rules: [] },
      previousData: { ...saved, version: 3 },
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/admin/referral-settings/1%3AUSD',
      'PUT /api/admin/referral-settings/1%3AUSD',
    ]);
    expect(calls[1]!.body).toEqual({ version: 3, enabled: true, rules: [] });
    expect(calls[1]!.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('a stale save is a 409 the screen can tell apart', async () => {
    const { data } = setup(() => reply(409, { code: 'conflict', message: 'stale version' }));
    await expect(
      data.update('cashback-settings', { id: '1:USD', data: { version: 1 }, previousData: { id: '1:USD' } }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('leaves other resources’ filters alone', async () => {
    const { data, calls } = setup(() => reply(200, [], { 'content-range': 'members 0-0/0' }));
    await data.getList('members', listParams({ q: 'ann', site_id: '1' }));
    expect(query(calls[0]!.url).filter).toBe('{"q":"ann","site_id":"1"}');
  });
});
