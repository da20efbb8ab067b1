import { describe, expect, it } from 'vitest';
import { createAuthProvider } from './auth-provider';
import { createCsrfStore } from './csrf';
import { createDataProvider } from './data-provider';
import { fakeFetch, memoryStorage, reply } from './fake-fetch';
import type { Call } from './fake-fetch';

function setup(answer: (call: Call) => Response, token: string | undefined = 'csrf-1') {
  const csrf = createCsrfStore(memoryStorage());
  csrf.set(token);
  const { fetch, calls } = fakeFetch(answer);
  return { csrf, calls, data: createDataProvider({ fetch, csrf }), auth: createAuthProvider({ fetch, csrf }) };
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://console').searchParams);

describe('data provider', () => {
  it('lists with filter, sort and range in the query and reads the total from Content-Range', async () => {
    const { data, calls } = setup(() => reply(200, [{ id: 3 }, { id: 2 }], { 'content-range': 'members 0-1/57' }));
    const page = await data.getList('members', {
      filter: { q: 'ann', status: 'active' },
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
    });
    expect(page).toEqual({ data: [{ id: 3 }, { id: 2 }], total: 57 });
    const [call] = calls;
    expect(call?.method).toBe('GET');
    expect(new URL(call!.url, 'http://console').pathname).toBe('/api/admin/members');
    expect(query(call!.url)).toEqual({
      filter: '{"q":"ann","status":"active"}',
      sort: '["id","DESC"]',
      range: '[0,24]',
    });
    expect(call?.credentials).toBe('same-origin');
    // Reads never carry the CSRF header.
    expect(call?.headers.has('x-csrf-token')).toBe(false);
  });

  it('asks for the second page as range [25,49]', async () => {
    const { data, calls } = setup(() => reply(200, [], { 'content-range': 'audit 25-49/30' }));
    const page = await data.getList('audit', {
      filter: {},
      sort: { field: 'at', order: 'DESC' },
      pagination: { page: 2, perPage: 25 },
    });
    expect(page.total).toBe(30);
    expect(query(calls[0]!.url).range).toBe('[25,49]');
  });

  it('refuses a list reply without Content-Range', async () => {
    const { data } = setup(() => reply(200, []));
    await expect(
      data.getList('sites', { filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }),
    ).rejects.toThrow(/Content-Range/);
  });

  it('sends the CSRF token and JSON on create, update and delete', async () => {
    const { data, calls } = setup((call) => (call.method === 'DELETE' ? reply(204) : reply(200, { id: 9, ok: 1 })));
    await data.create('adjustments', {
      data: { member_id: 4, direction: 'credit', amount: '10.50', reason_code: 'bonus', note: '' },
    });
    await data.update('operators', { id: 9, data: { display_name: 'Ann' }, previousData: { id: 9 } });
    const deleted = await data.delete('member-sessions', { id: 77, previousData: { id: 77, ip: '10.0.0.1' } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/admin/adjustments',
      'PUT /api/admin/operators/9',
      'DELETE /api/admin/member-sessions/77',
    ]);
    for (const call of calls) expect(call.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({
      member_id: 4,
      direction: 'credit',
      amount: '10.50',
      reason_code: 'bonus',
      note: '',
    });
    // A 204 has no body: the deleted record comes from what the page had.
    expect(deleted.data).toEqual({ id: 77, ip: '10.0.0.1' });
  });

  it('runs member, wallet and adjustment actions as POSTs with the CSRF token', async () => {
    const { data, calls } = setup(() => reply(200, {}));
    await data.setMemberStatus(12, { status: 'frozen', reason: 'chargeback' });
    await data.unlockMember(12, 'called in');
    await data.forceMemberPasswordChange(12, 'shared password');
    await data.resetMemberWithdrawPassword(12, 'forgotten');
    await data.bringBackWallet(5);
    await data.approveAdjustment(8);
    await data.rejectAdjustment(9);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/admin/members/12/status',
      'POST /api/admin/members/12/unlock',
      'POST /api/admin/members/12/force-password-change',
      'POST /api/admin/members/12/reset-withdraw-password',
      'POST /api/admin/member-wallets/5/bring-back',
      'POST /api/admin/adjustments/8/approve',
      'POST /api/admin/adjustments/9/reject',
    ]);
    expect(calls[0]?.body).toEqual({ status: 'frozen', reason: 'chargeback' });
    expect(calls[1]?.body).toEqual({ reason: 'called in' });
    expect(calls[5]?.body).toBeUndefined();
    expect(calls.every((c) => c.headers.get('x-csrf-token') === 'csrf-1')).toBe(true);
  });

  it('reads the dashboard as a GET with site, currency and days in the query (30 days unless told)', async () => {
    const figures = { site_id: 2, currency: 'RMB', today: { date: '2026-11-24' }, days: [] };
    const { data, calls } = setup(() => reply(200, figures));
    await expect(data.dashboard({ site_id: 2, currency: 'RMB' })).resolves.toEqual({ data: figures });
    await data.dashboard({ site_id: 1, currency: 'USD', days: 7 });
    expect(calls.map((c) => `${c.method} ${new URL(c.url, 'http://console').pathname}`)).toEqual([
      'GET /api/admin/dashboard',
      'GET /api/admin/dashboard',
    ]);
    expect(query(calls[0]!.url)).toEqual({ site_id: '2', currency: 'RMB', days: '30' });
    expect(query(calls[1]!.url)).toEqual({ site_id: '1', currency: 'USD', days: '7' });
    expect(calls[0]?.headers.has('x-csrf-token')).toBe(false);
  });

  it('turns an error reply into an HttpError with the server’s message, and a named field into a form error', async () => {
    const body = { message: 'amount: at most two decimals', code: 'validation', field: 'amount' };
    const { data } = setup(() => reply(400, body));
    const error = await data
      .create('adjustments', { data: { amount: '1.234' } })
      .catch((e: { status: number; message: string; body: Record<string, unknown> }) => e);
    expect(error).toMatchObject({ status: 400, message: 'amount: at most two decimals' });
    expect((error as { body: unknown }).body).toMatchObject({
      code: 'validation',
      errors: { amount: 'amount: at most two decimals', root: { serverError: 'amount: at most two decimals' } },
    });
  });

  it('a 401 makes checkError reject (react-admin then signs out) and forgets the CSRF token', async () => {
    const { data, auth, csrf } = setup(() => reply(401, { message: 'Not signed in', code: 'not_signed_in' }));
    const error = await data.getOne('members', { id: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Not signed in' });
    await expect(auth.checkError(error)).rejects.toBe(error);
    expect(csrf.get()).toBeUndefined();
  });

  it('a 403 or a 409 keeps the operator signed in', async () => {
    const { data, auth, csrf } = setup((call) =>
      call.method === 'GET'
        ? reply(403, { message: 'Forbidden', code: 'forbidden' })
        : reply(409, { message: 'Taken', code: 'conflict' }),
    );
    const forbidden = await data.getOne('operators', { id: 1 }).catch((e: unknown) => e);
    const conflict = await data.create('operators', { data: { username: 'ann' } }).catch((e: unknown) => e);
    await expect(auth.checkError(forbidden)).resolves.toBeUndefined();
    await expect(auth.checkError(conflict)).resolves.toBeUndefined();
    expect(csrf.get()).toBe('csrf-1');
  });
});
