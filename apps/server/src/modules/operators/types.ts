import type { OperatorUser } from './repo.js';

export type { OperatorUser, OperatorUserRow } from './repo.js';

/** The back office's session cookie (scoped to /api/admin). */
export const ADMIN_COOKIE = 'playdeck_admin';

/** A live session as the guard sees it: whose it is, and whether it passed the second factor. */
export interface LiveSession {
  user: OperatorUser;
  tokenHash: string;
  secondFactor: boolean;
}

/** What the operator-auth plugin asks of the sessions: resume a cookie's session, check a write's CSRF token. */
export interface OperatorSessionCheck {
  resume(token: string | undefined): Promise<LiveSession | undefined>;
  csrfMatches(token: string, given: string): boolean;
}
