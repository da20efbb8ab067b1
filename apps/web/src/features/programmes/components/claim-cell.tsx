import type { CashSurplusGrant } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime, formatZonedDateTime } from '../../../shared/lib/format';
import { grantAction } from '../lib/grant-action';

/** A grant's last cell: Claim (with its deadline) while it may be claimed, else Paid or Expired. */
export function ClaimCell(props: { grant: CashSurplusGrant; pendingId: number | null; onClaim: (id: number) => void }) {
  const { grant, pendingId, onClaim } = props;
  const action = grantAction(grant, pendingId);
  if (action.kind === 'status') {
    return (
      <span className="prog-claim">
        <span className={`prog-chip prog-chip--${action.status}`}>{t(`cashback.status.${action.status}`)}</span>
        {action.status === 'paid' && grant.paid_at && (
          <time className="prog-muted" dateTime={grant.paid_at}>
            {formatDateTime(grant.paid_at)}
          </time>
        )}
      </span>
    );
  }
  return (
    <span className="prog-claim">
      <button
        type="button"
        className="btn btn--primary btn--sm"
        disabled={action.disabled}
        aria-busy={action.busy}
        onClick={() => onClaim(grant.id)}
      >
        {action.busy ? t('cashback.claiming') : t('cashback.claim')}
      </button>
      <span className="prog-muted">{t('cashback.claim_until', { date: formatZonedDateTime(grant.claim_until) })}</span>
    </span>
  );
}
