import type { MEMBER_CENTRE_CODES, PROTECTION_CODES } from '@playdeck/contract';
import { LOGIN_CODES } from '@playdeck/contract';
import { session } from '../../../shared/lib/storage';

/** app_clean_cache's code when a password change ended the session (MEMBER_CENTRE_CODES, a zod module). */
const PASSWORD_CHANGED = 3208 satisfies typeof MEMBER_CENTRE_CODES.passwordChanged;

/** app_clean_cache's codes when the member took a break or excluded themselves (PROTECTION_CODES, a zod module). */
const TIMED_OUT = 3502 satisfies typeof PROTECTION_CODES.timedOut;
const SELF_EXCLUDED = 3503 satisfies typeof PROTECTION_CODES.selfExcluded;

/** sessionStorage key of the notice that survives the reload app_clean_cache asks for. */
export const SESSION_NOTICE_KEY = 'playdeck.session_notice';

const NOTICES: Record<number, string> = {
  [LOGIN_CODES.accountDisabled]: 'account_disable',
  [LOGIN_CODES.accountFrozen]: 'account_freezen',
  [PASSWORD_CHANGED]: 'auth.password_changed_elsewhere',
  [TIMED_OUT]: 'auth.signed_out_time_out',
  [SELF_EXCLUDED]: 'auth.signed_out_self_exclusion',
};

/** Why the server ended the session, as a message key: the login codes' own texts, else "session ended". */
export function sessionNoticeKey(code: number | undefined): string {
  return (code !== undefined && NOTICES[code]) || 'auth.session_ended';
}

/** Kept for the next boot of this tab (storage is cleared and the page reloads right after). */
export function leaveSessionNotice(code: number | undefined): void {
  session.set(SESSION_NOTICE_KEY, sessionNoticeKey(code));
}

/** The notice the last page left, once: it is removed as it is read. Only the known keys are honoured. */
export function takeSessionNotice(): string | null {
  const key = session.get(SESSION_NOTICE_KEY);
  if (key === null) return null;
  session.remove(SESSION_NOTICE_KEY);
  return key === 'auth.session_ended' || Object.values(NOTICES).includes(key) ? key : null;
}
