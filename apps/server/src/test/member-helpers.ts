import type { FastifyInstance } from 'fastify';

/** The host of each demo site, as the request context picks the site from it. */
const HOSTS: Record<number, string> = { 1: 'localhost', 2: '127.0.0.2' };

/**
 * A member's caller of `/api` calls: a session started without captcha (the login itself is tested in
 * identity), on the member's own site; `ip` is the client's address (per-address throttles).
 */
export async function memberCaller(app: FastifyInstance, account: string, siteId = 1) {
  const member = await app.identity.memberByAccount(siteId, account);
  if (!member) throw new Error(`no member ${account} on site ${siteId}`);
  const { token } = await app.identity.sessions.start({
    siteId,
    memberId: member.id,
    memberCurrency: member.memberCurrency,
    device: { udid: `test-${siteId}-${account}` },
  });
  const headers = { authorization: `Bearer ${token}`, host: HOSTS[siteId] ?? 'localhost' };
  return async (path: string, body: unknown = {}, ip = '127.0.0.1') => {
    const res = await app.inject({
      method: 'POST',
      url: `/api${path}`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read replies of many shapes
    return { status: res.statusCode, body: res.json() as { code: number; message: string; data: any } };
  };
}
