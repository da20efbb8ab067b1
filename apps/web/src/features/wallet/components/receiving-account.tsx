import type { PaymentChannel } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { toast } from '../../../shared/ui/toast/toast-store';

type Bank = NonNullable<PaymentChannel['bank']>;

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t('pay.copied'));
  } catch {
    toast.error(t('pay.copy_failed'));
  }
}

/** The operator's account the member transfers to (bank channels). */
export function ReceivingAccount({ bank }: { bank: Bank }) {
  return (
    <section className="pay-bank" aria-labelledby="pay-bank-title">
      <h3 id="pay-bank-title" className="pay-subtitle">
        {t('pay.transfer_to')}
      </h3>
      <dl className="pay-facts pay-facts--stacked">
        <div>
          <dt>{t('pay.bank_name')}</dt>
          <dd>{bank.bank_name}</dd>
        </div>
        <div>
          <dt>{t('pay.account_name')}</dt>
          <dd>{bank.account_name}</dd>
        </div>
        <div>
          <dt>{t('pay.account_no')}</dt>
          <dd className="pay-copy-row">
            <span className="pay-mono">{bank.account_no}</span>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void copy(bank.account_no)}>
              {t('pay.copy')}
            </button>
          </dd>
        </div>
        {bank.branch && (
          <div>
            <dt>{t('pay.branch')}</dt>
            <dd>{bank.branch}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
