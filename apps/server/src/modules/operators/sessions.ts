import { randomToken, sha256, sign, verifySignature } from '../../lib/crypto.js';
import type { OperatorRepo } from './repo.js';
import type { LiveSession, OperatorUser } from './types.js';

const CSRF_PURPOSE = 'operator-csrf';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/**
 * Back-office sessions (decision 0015): an opaque token in an httpOnly, SameSite=Strict cookie scoped to
 * /api/admin, stored only as SHA-256; and a CSRF token the console sends in `x-csrf-token` on every
 * write, an HMAC of the session token, so every tab of one session holds the same one and nothing more
 * is stored. A session ends after `idleMinutes` without a call, or when revoked.
 */
export function createOperatorSessions(repo: OperatorRepo, opts: { idleMinutes: number; secret: string }) {
  const idleUntil = () => new Date(Date.now() + opts.idleMinutes * 60_000);
  const csrfOf = (token: string) => sign(opts.secret, CSRF_PURPOSE, token);

  return {
    csrfOf,
    csrfMatches: (token: string, given: string) => verifySignature(opts.secret, CSRF_PURPOSE, token, given),

    /** A new session; `secondFactor` when the sign-in took a TOTP or recovery code, not the password alone. */
    async start(user: OperatorUser, client: ClientInfo, secondFactor: boolean) {
      const token = randomToken();
      await repo.insertSession({
        operatorUserId: user.id,
        tokenHash: sha256(token),
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 300),
        expiresAt: idleUntil(),
        secondFactorAt: secondFactor ? new Date() : null,
      });
      await repo.markSignedIn(user.id);
      return { token, csrf: csrfOf(token) };
    },

    /** The live session of a token, of an active user (its idle deadline moved on), or undefined. */
    async resume(token: string | undefined): Promise<LiveSession | undefined> {
      if (!token) return undefined;
      const session = await repo.touchSession(sha256(token), idleUntil());
      if (!session) return undefined;
      const user = await repo.byId(session.operatorUserId);
      if (user?.status !== 'active') return undefined;
      return { user, tokenHash: session.tokenHash, secondFactor: Boolean(session.secondFactorAt) };
    },

    end: (token: string) => repo.revokeSession(sha256(token)),
    endAll: (userId: number) => repo.revokeAllSessions([userId]),
  };
}

export type OperatorSessions = ReturnType<typeof createOperatorSessions>;
