import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { currencySymbol } from '../../../shared/lib/format';
import { usePreferences } from '../../../shared/stores/preferences-store';
import { useSession } from '../../../shared/stores/session-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { TextInput } from '../../../shared/ui/form/text-input';
import './wallet.css';

const QUICK_AMOUNTS = ['100', '500', '1000', '5000'];

/**
 * Amount and payment channel. Channels come from the payment calls of a later issue; until one exists
 * the form explains that nothing can be paid yet instead of offering a button that cannot work.
 */
export function PaymentPanel({ title }: { title: string }) {
  const memberCurrency = useSession((s) => s.currency);
  const visitorCurrency = usePreferences((s) => s.currency);
  const currency = memberCurrency ?? visitorCurrency;
  const [amount, setAmount] = useState('');
  return (
    <div className="container page payment">
      <h1 className="page-title">{title}</h1>
      <div className="payment-grid">
        <section className="card payment-box" aria-labelledby="pay-channels">
          <h2 id="pay-channels" className="payment-heading">
            {t('wallet.channels')}
          </h2>
          <EmptyState
            icon="card"
            title={t('wallet.channels_empty')}
            description={t('wallet.channels_empty_text')}
            compact
          />
        </section>
        <section className="card payment-box" aria-labelledby="pay-amount">
          <h2 id="pay-amount" className="payment-heading">
            {t('wallet.amount')}
          </h2>
          <TextInput
            label={`${t('wallet.amount')} (${currencySymbol(currency)} ${currency})`}
            hideLabel
            placeholder={t('wallet.amount_placeholder')}
            inputMode="decimal"
            value={amount}
            maxLength={12}
            onChange={(value) => setAmount(value.replace(/[^\d.]/g, ''))}
          />
          <div className="payment-quick" role="group" aria-label={t('wallet.quick_amounts')}>
            {QUICK_AMOUNTS.map((value) => (
              <button
                key={value}
                type="button"
                className="chip payment-chip"
                aria-pressed={amount === value}
                onClick={() => setAmount(value)}
              >
                {currencySymbol(currency)} {value}
              </button>
            ))}
          </div>
          <button type="button" className="btn btn--primary btn--block" disabled>
            {t('wallet.submit')}
          </button>
        </section>
      </div>
    </div>
  );
}
