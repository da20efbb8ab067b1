import type { PaymentRecord } from '@playdeck/contract';
import { useHiddenMemberLinks } from '../../../shared/api/site/hidden-member-links';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { confirmDialog } from '../../../shared/ui/confirm/dialog-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { usePaymentRecords } from '../api/payment-records';
import { useWithdrawCancel } from '../api/withdraw-cancel';
import { money } from '../lib/amount';
import { goToMemberPage } from '../lib/member-links';
import { paymentFailure } from '../lib/payment-errors';
import { isCancellable } from '../lib/statuses';
import { StatusChip } from './status-chip';

const RECENT = { kind: 'withdrawal', page: 1, count: 5 } as const;

/** The member's latest withdrawals with their status; a pending one can be cancelled here. */
export function RecentWithdrawals() {
  const records = usePaymentRecords(RECENT);
  const cancel = useWithdrawCancel();
  const list = records.data?.list ?? [];
  const recordsHidden = useHiddenMemberLinks().includes('DWRecord');

  const ask = async (record: PaymentRecord) => {
    const ok = await confirmDialog({
      message: t('pay.cancel_confirm', { order: record.order_number }),
      confirmText: t('pay.cancel_withdrawal'),
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync({ order_number: record.order_number });
      toast.success(t('pay.cancelled'));
    } catch (error) {
      const failure = paymentFailure(error);
      if (failure) toast.error(failure.text ?? t(failure.key ?? 'pay.err.unknown', failure.vars));
    }
  };

  return (
    <section className="pay-recent" aria-labelledby="pay-recent-title">
      <div className="pay-recent-head">
        <h2 id="pay-recent-title" className="pay-subtitle">
          {t('pay.recent_withdrawals')}
        </h2>
        {!recordsHidden && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => goToMemberPage('DWRecord')}>
            {t('pay.see_records')}
          </button>
        )}
      </div>
      {records.isPending ? (
        <p className="pay-muted">{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className="pay-muted">{t('pay.no_withdrawals')}</p>
      ) : (
        <ul className="pay-list">
          {list.map((record) => (
            <li key={record.order_number} className="pay-list-row">
              <div className="pay-list-main">
                <strong>{money(record.amount, record.currency)}</strong>
                <StatusChip status={record.status} />
              </div>
              <div className="pay-list-meta">
                <time dateTime={record.created_at}>{formatDateTime(record.created_at)}</time>
                <span className="pay-mono">{record.order_number}</span>
                {record.detail && <span>{record.detail}</span>}
              </div>
              {record.note && <p className="pay-list-note">{record.note}</p>}
              {isCancellable(record) && (
                <button
                  type="button"
                  className="btn btn--outline btn--sm pay-list-action"
                  disabled={cancel.isPending}
                  onClick={() => void ask(record)}
                >
                  {t('pay.cancel_withdrawal')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
