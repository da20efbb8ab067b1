import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LaunchClaims {
  siteId: number;
  playerId: string | null;
  gameCode: string;
  lobbyUrl: string;
  /** Epoch ms after which the link no longer opens. */
  exp: number;
}

const TTL_MS = 5 * 60_000;

/** Signed, expiring game links: `/games/{code}?t=<payload>.<signature>`. */
export function createLaunchTokens(secret: string) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    issue(claims: Omit<LaunchClaims, 'exp'>): string {
      const payload = Buffer.from(JSON.stringify({ ...claims, exp: Date.now() + TTL_MS })).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    verify(token: string): LaunchClaims | undefined {
      const [payload = '', signature = ''] = token.split('.');
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LaunchClaims;
      return claims.exp > Date.now() ? claims : undefined;
    },
  };
}
