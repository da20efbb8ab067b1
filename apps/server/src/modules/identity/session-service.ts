import { randomToken, sha256 } from '../../lib/crypto.js';
import type { MemberRow } from './member-repo.js';
import type { SessionRepo } from './session-repo.js';

export interface MemberSession {
  id: number;
  siteId: number;
  memberId: number;
  memberCurrency: string;
}

export interface ResolvedSession extends MemberSession {
  /** A fresh token when this use renewed the session; the reply carries it to the client. */
  renewedToken?: string;
}

export const hashToken = sha256;
const ROTATION_GRACE_MS = 60_000;

/** Reads `Bearer <token>`; anything else is no token at all. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{16,256})$/.exec(header ?? '');
  return match?.[1];
}

/**
 * Opaque tokens, stored hashed, with a sliding expiry: a session used in the second half of its life
 * gets a new token and a full lifetime; the old token keeps working for a minute so calls already in
 * flight are not logged out.
 */
export function createSessionService(repo: SessionRepo, ttlMinutes: number) {
  const ttlMs = ttlMinutes * 60_000;
  const toSession = (row: { id: number; siteId: number; memberId: number; memberCurrency: string }): MemberSession => ({
    id: row.id,
    siteId: row.siteId,
    memberId: row.memberId,
    memberCurrency: row.memberCurrency,
  });

  /** The live session a token names (renewed when in the second half of its life), and its member's row. */
  async function resolveWithMember(token: string): Promise<(ResolvedSession & { member: MemberRow }) | undefined> {
    const now = new Date();
    const hash = hashToken(token);
    const found = await repo.findLive(hash, now);
    if (!found) return undefined;
    const { session: row, member } = found;
    const session = { ...toSession(row), member };
    const secondHalf = row.expiresAt.getTime() - now.getTime() < ttlMs / 2;
    if (!secondHalf || row.tokenHash !== hash) return session;
    const renewed = randomToken();
    const grace = new Date(now.getTime() + ROTATION_GRACE_MS);
    const rotated = await repo.rotate(row.id, hash, hashToken(renewed), grace, new Date(now.getTime() + ttlMs));
    return rotated ? { ...session, renewedToken: renewed } : session;
  }

  return {
    resolveWithMember,

    async resolve(token: string): Promise<ResolvedSession | undefined> {
      const found = await resolveWithMember(token);
      if (!found) return undefined;
      const { member: _member, ...session } = found;
      return session;
    },

    /** Starts the member's only live session: every other session of the member is revoked. */
    async start(input: { siteId: number; memberId: number; memberCurrency: string; device: Record<string, string> }) {
      const token = randomToken();
      const row = await repo.insert({
        ...input,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + ttlMs),
      });
      const revokedIds = await repo.revokeOthers(input.siteId, input.memberId, row.id);
      return { token, session: toSession(row), revokedIds };
    },

    end: (sessionId: number) => repo.revoke(sessionId),

    /** Revokes every live session of the member but `keepId`; returns the revoked ids. */
    endOthers: (siteId: number, memberId: number, keepId: number): Promise<number[]> =>
      repo.revokeOthers(siteId, memberId, keepId),

    /** Revokes every live session of the member; returns the revoked ids. */
    endAll: (siteId: number, memberId: number): Promise<number[]> => repo.revokeOthers(siteId, memberId, -1),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
