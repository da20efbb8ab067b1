import { useLetters } from '../api/letters/letters';
import { t } from '../i18n/translate';
import { badgeCount } from '../lib/format';
import './letter-badge.css';

/** The unread count shows at most 99, then "99+". */
export const UNREAD_BADGE_MAX = 99;

/**
 * The member's unread letter count on the header's and footer's letter links (it follows the cached
 * list, which a local clear sets to zero). Nothing is drawn for a guest or when no letter is unread.
 */
export function LetterBadge({ className = '' }: { className?: string }) {
  const { data } = useLetters();
  const unread = data?.unread_count ?? 0;
  if (unread <= 0) return null;
  const count = badgeCount(unread, UNREAD_BADGE_MAX);
  return (
    <span className={`letter-badge ${className}`} role="status" aria-label={t('letter.unread_badge', { count })}>
      <span aria-hidden="true">{count}</span>
    </span>
  );
}
