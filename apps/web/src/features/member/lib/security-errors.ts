import type { MEMBER_CENTRE_CODES } from '@playdeck/contract';
import { ApiError } from '../../../shared/api/api-error';
import { t } from '../../../shared/i18n/translate';

type Codes = typeof MEMBER_CENTRE_CODES;
const SECURITY_MESSAGES: Record<number, string> = {
  [3211 satisfies Codes['deviceNotFound']]: 'member.security.err_not_found',
  [3212 satisfies Codes['deviceIsCurrent']]: 'member.security.err_current',
};

/** The text of a failed Security call; null when nothing should be said (aborted, session ended). */
export function securityFailure(error: unknown): string | null {
  if (!(error instanceof ApiError)) return t('member.err.unknown');
  if (error.kind === 'aborted' || error.kind === 'unauthorized') return null;
  const key = error.kind === 'server' && error.code !== undefined ? SECURITY_MESSAGES[error.code] : undefined;
  return key ? t(key) : error.message || t('member.err.unknown');
}
