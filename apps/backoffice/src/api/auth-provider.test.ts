import { describe, expect, it } from 'vitest';
import { createAuthProvider, TotpChallenge } from './auth-provider';
import { createCsrfStore } from './csrf';
import { fakeFetch, memoryStorage, reply } from './fake-fetch';
import type { Call } from './fake-fetch';
import type { Operator } from './types';

const ann: Operator = {
  id: 3,
  username: 'ann',
  display_name: 'Ann Lee',
  role: 'finance',
  site_ids: [1],
  totp_enabled: true,
  totp_required: true,
  enrolment_code_required: false,
};

function setup(answer: (call: Call) => Response) {
  const storage = memoryStorage();
  const csrf = createCsrfStore(storage);
  const { fetch, calls } = fakeFetch(answer);
  return { storage, csrf, calls, auth: createAuthProvider({ fetch, csrf }) };
}

const signedIn = (operator: Operator = ann, token = 'csrf-a') => ({ state: 'signed_in', operator, csrf_token: token });
const route = (call: Call) => `${call.method} ${call.url}`;

describe('auth provider', () => {
  it('signs in with a password, keeps the CSRF token and knows the operator without asking again', async () => {
    const { auth, calls, storage } = setup(() => reply(200, signedIn()));
    await expect(auth.login({ username: 'ann', password: 'secret' })).resolves.toBeUndefined();
    expect(calls.map(route)).toEqual(['POST /api/admin/session']);
    expect(calls[0]?.body).toEqual({ username: 'ann', password: 'secret' });
    expect(calls[0]?.credentials).toBe('same-origin');
    expect([...storage.map.values()]).toEqual(['csrf-a']);
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 3, fullName: 'Ann Lee' });
    await expect(auth.getPermissions!({})).resolves.toBe('finance');
    await auth.checkAuth({});
    expect(calls).toHaveLength(1);
  });

  it('asks for the code when the server says so, then signs in with challenge and code', async () => {
    const { auth, calls } = setup((call) =>
      call.url.endsWith('/session') ? reply(200, { state: 'totp', challenge: 'ch-1' }) : reply(200, signedIn()),
    );
    const error = await auth.login({ username: 'ann', password: 'secret' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TotpChallenge);
    expect((error as TotpChallenge).challenge).toBe('ch-1');
    await auth.login({ challenge: 'ch-1', code: '123456' });
    expect(calls.map(route)).toEqual(['POST /api/admin/session', 'POST /api/admin/session/totp']);
    expect(calls[1]?.body).toEqual({ challenge: 'ch-1', code: '123456' });
  });

  it('sends an operator who must enrol in two-factor sign-in to the Security page', async () => {
    const { auth } = setup(() => reply(200, signedIn({ ...ann, totp_enabled: false })));
    await expect(auth.login({ username: 'ann', password: 'secret' })).resolves.toEqual({ redirectTo: '/security' });
  });

  it('passes refusals on with the server’s message and status (wrong password, throttled)', async () => {
    let status = 401;
    const { auth } = setup(() =>
      reply(status, { message: status === 401 ? 'Wrong username or password' : 'Slow down', code: 'x' }),
    );
    await expect(auth.login({ username: 'ann', password: 'nope' })).rejects.toMatchObject({
      status: 401,
      message: 'Wrong username or password',
    });
    status = 429;
    await expect(auth.login({ username: 'ann', password: 'nope' })).rejects.toMatchObject({ status: 429 });
  });

  it('checkAuth asks GET /session once, and rejects when it answers 401', async () => {
    let signedInNow = true;
    const { auth, calls, csrf } = setup(() =>
      signedInNow
        ? reply(200, { operator: ann, csrf_token: 'csrf-b' })
        : reply(401, { message: 'Not signed in', code: 'not_signed_in' }),
    );
    await Promise.all([auth.checkAuth({}), auth.checkAuth({})]);
    expect(calls.map(route)).toEqual(['GET /api/admin/session']);
    expect(csrf.get()).toBe('csrf-b');
    await auth.logout({});
    signedInNow = false;
    await expect(auth.checkAuth({})).rejects.toMatchObject({ status: 401 });
  });

  it('signs out with DELETE /session (CSRF header), and skips the call when no session is known', async () => {
    const { auth, calls, csrf, storage } = setup((call) =>
      call.method === 'DELETE' ? reply(204) : reply(200, signedIn()),
    );
    await auth.login({ username: 'ann', password: 'secret' });
    await auth.logout({});
    expect(calls.map(route)).toEqual(['POST /api/admin/session', 'DELETE /api/admin/session']);
    expect(calls[1]?.headers.get('x-csrf-token')).toBe('csrf-a');
    expect(csrf.get()).toBeUndefined();
    expect(storage.map.size).toBe(0);
    await auth.logout({});
    expect(calls).toHaveLength(2);
  });

  it('signs out everywhere with DELETE /sessions', async () => {
    const { auth, calls, csrf } = setup((call) => (call.method === 'DELETE' ? reply(204) : reply(200, signedIn())));
    await auth.login({ username: 'ann', password: 'secret' });
    await auth.signOutEverywhere();
    expect(calls.map(route)[1]).toBe('DELETE /api/admin/sessions');
    expect(calls[1]?.headers.get('x-csrf-token')).toBe('csrf-a');
    expect(csrf.get()).toBeUndefined();
  });

  it('keeps the CSRF token across a reload of the tab (sessionStorage)', async () => {
    const { auth, storage } = setup(() => reply(200, signedIn()));
    await auth.login({ username: 'ann', password: 'secret' });
    const reloaded = fakeFetch(() => reply(204));
    const again = createAuthProvider({ fetch: reloaded.fetch, csrf: createCsrfStore(storage) });
    await again.logout({});
    expect(reloaded.calls[0]?.headers.get('x-csrf-token')).toBe('csrf-a');
  });

  it('enrols in two-factor sign-in and then counts the operator as enrolled', async () => {
    const { auth, calls } = setup((call) => {
      if (call.url.endsWith('/me/totp'))
        return reply(200, { secret: 'S', otpauth_url: 'otpauth://x', qr_data_url: 'data:' });
      if (call.url.endsWith('/me/totp/confirm')) return reply(200, { recovery_codes: ['a1', 'b2'] });
      return reply(200, signedIn({ ...ann, totp_enabled: false }));
    });
    await auth.login({ username: 'ann', password: 'secret' });
    await expect(auth.startTotpEnrolment()).resolves.toMatchObject({ secret: 'S' });
    await expect(auth.confirmTotpEnrolment('123456')).resolves.toEqual(['a1', 'b2']);
    expect(calls[2]?.body).toEqual({ code: '123456' });
    expect(calls.slice(1).every((c) => c.headers.get('x-csrf-token') === 'csrf-a')).toBe(true);
    await expect(auth.getOperator()).resolves.toMatchObject({ totp_enabled: true });
  });

  it('sends the enrolment code with both enrolment steps where one is required', async () => {
    const { auth, calls } = setup((call) => {
      if (call.url.endsWith('/me/totp'))
        return reply(200, { secret: 'S', otpauth_url: 'otpauth://x', qr_data_url: 'data:' });
      if (call.url.endsWith('/me/totp/confirm')) return reply(200, { recovery_codes: ['a1'] });
      return reply(200, signedIn({ ...ann, totp_enabled: false, enrolment_code_required: true }));
    });
    await auth.login({ username: 'ann', password: 'secret' });
    await auth.startTotpEnrolment('ABCD-EFGH-JKLM-NPQR');
    await auth.confirmTotpEnrolment('123456', 'ABCD-EFGH-JKLM-NPQR');
    expect(calls.slice(1).map((c) => c.body)).toEqual([
      { enrolment_code: 'ABCD-EFGH-JKLM-NPQR' },
      { code: '123456', enrolment_code: 'ABCD-EFGH-JKLM-NPQR' },
    ]);
    await expect(auth.getOperator()).resolves.toMatchObject({ totp_enabled: true, enrolment_code_required: false });
  });

  it('canAccess follows the role', async () => {
    const as = async (role: Operator['role']) => {
      const { auth } = setup(() => reply(200, signedIn({ ...ann, role })));
      await auth.login({ username: 'x', password: 'y' });
      return (resource: string, action: string) => auth.canAccess!({ resource, action });
    };
    const finance = await as('finance');
    expect(await finance('adjustments', 'create')).toBe(true);
    expect(await finance('adjustments', 'approve')).toBe(true);
    expect(await finance('members', 'status')).toBe(false);
    expect(await finance('operators', 'list')).toBe(false);
    const support = await as('support');
    expect(await support('adjustments', 'create')).toBe(false);
    expect(await support('adjustments', 'approve')).toBe(false);
    expect(await support('members', 'status')).toBe(true);
    expect(await support('member-sessions', 'delete')).toBe(true);
    const content = await as('content');
    expect(await content('sites', 'list')).toBe(true);
    expect(await content('members', 'list')).toBe(false);
    expect(await content('audit', 'list')).toBe(false);
    const owner = await as('owner');
    expect(await owner('operators', 'delete')).toBe(true);
  });
});
