import { ApiError } from '../../../shared/api/api-error';
import { t } from '../../../shared/i18n/translate';

/**
 * The text of a refused change: the server's own message, already in the member's language (limit order,
 * amount, a raise not yet confirmable, a block); null when nothing should be said (aborted, signed out:
 * a time-out or exclusion ends the session and the app signs the member out).
 */
export function protectionFailure(error: unknown): string | null {
  if (!(error instanceof ApiError)) return t('member.err.unknown');
  if (error.kind === 'aborted' || error.kind === 'unauthorized') return null;
  return error.message || t('member.err.unknown');
}
