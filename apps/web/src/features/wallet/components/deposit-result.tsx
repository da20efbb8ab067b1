import { useEffect, useRef } from 'react';
import { useHiddenMemberLinks } from '../../../shared/api/site/hidden-member-links';
import { t } from '../../../shared/i18n/translate';
import { usePaymentRecord } from '../api/payment-record';
import { money } from '../lib/amount';
import { goToMemberPage } from '../lib/member-links';
import { StatusChip } from './status-chip';

/** A deposit the member just made: what the result card shows. */
export interface DepositDone {
  kind: 'online' | 'bank';
  order_number: string;
  amount: string;
  currency: string;
  /** Online: the gateway's pay page, offered as a link when the window could not be sent there. */
  payUrl?: string;
  opened?: boolean;
}

/**
 * After submitting: the order and its live status (the order reloads on member_payment.updated), a link
 * to the pay page when no window took it, and the way to the records.
 */
export function DepositResult({ done, onAgain }: { done: DepositDone; onAgain: () => void }) {
  const record = usePaymentRecord(done.order_number);
  const heading = useRef<HTMLHeadingElement>(null);
  const recordsHidden = useHiddenMemberLinks().includes('DWRecord');
  // The form it replaces may have been scrolled far down: the result comes into view and takes focus.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'nearest' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const status = record.data?.status ?? 'pending';
  const title =
    status === 'paid'
      ? t('pay.deposit_paid')
      : status !== 'pending'
        ? t('pay.deposit_closed')
        : done.kind === 'online'
          ? t('pay.waiting_payment')
          : t('pay.waiting_approval');
  return (
    <section className="pay-result" aria-live="polite">
      <h2 className="pay-result-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <dl className="pay-facts">
        <div>
          <dt>{t('pay.order_number')}</dt>
          <dd className="pay-mono">{done.order_number}</dd>
        </div>
        <div>
          <dt>{t('pay.amount')}</dt>
          <dd>{money(done.amount, done.currency)}</dd>
        </div>
        <div>
          <dt>{t('pay.status')}</dt>
          <dd>
            <StatusChip status={status} />
          </dd>
        </div>
      </dl>
      {done.kind === 'online' && status === 'pending' && (
        <p className="pay-note">{done.opened ? t('pay.waiting_payment_text') : t('pay.window_blocked')}</p>
      )}
      {done.kind === 'bank' && status === 'pending' && <p className="pay-note">{t('pay.waiting_approval_text')}</p>}
      <div className="pay-actions">
        {done.payUrl && status === 'pending' && (
          <a className="btn btn--primary" href={done.payUrl} target="_blank" rel="noopener noreferrer">
            {t('pay.open_pay_page')}
          </a>
        )}
        {!recordsHidden && (
          <button type="button" className="btn btn--outline" onClick={() => goToMemberPage('DWRecord')}>
            {t('pay.see_records')}
          </button>
        )}
        <button type="button" className="btn btn--ghost" onClick={onAgain}>
          {t('pay.deposit_again')}
        </button>
      </div>
    </section>
  );
}
