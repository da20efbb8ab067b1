import type { FastifyInstance } from 'fastify';
import { post } from './harness.js';

/** The host of each demo site, as the request context picks the site from it. */
const HOSTS: Record<number, string> = { 1: 'localhost', 2: '127.0.0.2' };

/**
 * A member's caller of `/api` calls: a session started without captcha (the login itself is tested in
 * identity), on the member's own site.
 */
export async function memberCaller(app: FastifyInstance, account: string, siteId = 1) {
  const member = await app.identity.members.findByAccount(siteId, account);
  if (!member) throw new Error(`no member ${account} on site ${siteId}`);
  const { token } = await app.identity.sessions.start({
    siteId,
    memberId: member.id,
    memberCurrency: member.memberCurrency,
    device: { udid: `test-${siteId}-${account}` },
  });
  const headers = { authorization: `Bearer ${token}`, host: HOSTS[siteId] ?? 'localhost' };
  return (path: string, body: unknown = {}) => post(app, `/api${path}`, body, headers);
}
