import { randomToken, sign, verifySignature } from '../../lib/crypto.js';

export const LOGIN_HEADER = 'x-login-nonce';
const TTL_MS = 10 * 60_000;

/**
 * /login needs a header fetched first from /get_login_header: a signed, expiring nonce
 * bound to the site. It keeps blind scripted posts off the login call without any server state.
 */
export function createLoginHeaders(secret: string) {
  return {
    issue(siteId: number): { header: string; value: string } {
      const payload = `${siteId}.${Date.now() + TTL_MS}.${randomToken(9)}`;
      return { header: LOGIN_HEADER, value: `${payload}.${sign(secret, 'login-header', payload)}` };
    },
    check(siteId: number, value: unknown): boolean {
      if (typeof value !== 'string' || value.length > 200) return false;
      const parts = value.split('.');
      if (parts.length !== 4) return false;
      const [site, expires, nonce, signature] = parts as [string, string, string, string];
      const payload = `${site}.${expires}.${nonce}`;
      return (
        Number(site) === siteId &&
        Number(expires) > Date.now() &&
        verifySignature(secret, 'login-header', payload, signature)
      );
    },
  };
}

export type LoginHeaders = ReturnType<typeof createLoginHeaders>;
