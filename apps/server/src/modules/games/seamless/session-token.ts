import { sign, verifySignature } from '../../../lib/crypto.js';

/** A seamless game session: whose balance an aggregator's bets draw on, for which provider, in what currency. */
export interface SeamlessSession {
  siteId: number;
  memberId: number;
  gpId: string;
  currency: string;
  /** Epoch seconds after which new bets are refused (wins and rollbacks still settle). */
  exp: number;
}

const PURPOSE = 'seamless-session';
/** As long as a game may stay open (the game lease): a session outliving it would let a closed game bet. */
export const SEAMLESS_SESSION_SECONDS = 12 * 60 * 60;

/**
 * The token we hand the aggregator with a launch and it sends back with every wallet call: the session's
 * fields and an HMAC of them (no table; Hub88 allows 10–255 characters). Fields are dot-free.
 */
export function issueSessionToken(secret: string, s: Omit<SeamlessSession, 'exp'>, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + SEAMLESS_SESSION_SECONDS;
  const payload = [s.siteId, s.memberId, s.gpId, s.currency, exp].join('.');
  return `${payload}.${sign(secret, PURPOSE, payload)}`;
}

/**
 * The session a token names, with `expired` set once its time is over; undefined when it is not ours
 * (forged, altered or malformed).
 */
export function readSessionToken(
  secret: string,
  token: string,
  now = Date.now(),
): (SeamlessSession & { expired: boolean }) | undefined {
  if (token.length > 255) return undefined;
  const parts = token.split('.');
  if (parts.length !== 6) return undefined;
  const signature = parts.pop()!;
  if (!verifySignature(secret, PURPOSE, parts.join('.'), signature)) return undefined;
  const [siteId, memberId, gpId, currency, exp] = parts as [string, string, string, string, string];
  const session = { siteId: Number(siteId), memberId: Number(memberId), gpId, currency, exp: Number(exp) };
  return { ...session, expired: session.exp * 1000 <= now };
}
