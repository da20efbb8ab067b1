import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LaunchClaims {
  siteId: number;
  playerId: string | null;
  gameCode: string;
  lobbyUrl: string;
  /** A seamless launch: rounds are bets and wins on the operator's wallet, with the operator's token. */
  seamless?: { token: string; currency: string };
  /** Epoch ms after which the link no longer opens. */
  exp: number;
}

const TTL_MS = 5 * 60_000;
const SESSION_TTL_MS = 12 * 60 * 60_000;

/** HMAC-signed claims `<payload>.<signature>` (base64url), valid until their `exp`. */
function signedTokens(key: string, ttlMs: number) {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    /** `exp` may be given to end no later than a parent token. */
    issue(claims: Omit<LaunchClaims, 'exp'>, exp = Date.now() + ttlMs): string {
      const payload = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
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

/** Signed, expiring game links: `/games/{code}?t=<payload>.<signature>`. */
export function createLaunchTokens(secret: string) {
  return signedTokens(secret, TTL_MS);
}

/**
 * Play sessions. A launch link lives 5 minutes so a leaked URL soon stops opening the game, but a page
 * stays open for hours: when a page opens with a valid link it gets a session token (12 h, embedded in
 * the page) that its spin and bet calls carry instead. Sessions are signed with a key derived from the
 * secret, so a session is never taken for a launch link or the other way round.
 */
export function createPlaySessions(secret: string) {
  return signedTokens(`${secret}\u0000play-session`, SESSION_TTL_MS);
}

export type SignedTokens = ReturnType<typeof createLaunchTokens>;
