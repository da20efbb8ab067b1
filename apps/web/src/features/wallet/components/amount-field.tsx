import { t } from '../../../shared/i18n/translate';
import { TextInput } from '../../../shared/ui/form/text-input';
import { cleanAmountInput } from '../../../shared/lib/amount-text';
import { feeFor, money, permilleAsPercent } from '../lib/amount';

export interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  currency: string;
  min: string;
  max: string;
  quickAmounts?: readonly string[];
  /** Per mille the channel adds on top (deposits); 0 for none. */
  feePermille?: number;
  error?: string;
}

/** The amount of a deposit or withdrawal: its range, quick amounts as buttons, and the fee when there is one. */
export function AmountField({
  value,
  onChange,
  currency,
  min,
  max,
  quickAmounts = [],
  feePermille = 0,
  error,
}: AmountFieldProps) {
  const fee = feeFor(value, feePermille, currency);
  return (
    <div className="pay-amount">
      <TextInput
        label={`${t('pay.amount')} (${currency})`}
        placeholder={t('pay.amount_range', { min: money(min, currency), max: money(max, currency) })}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        showCount={false}
        maxLength={16}
        error={error}
        onChange={(typed) => onChange(cleanAmountInput(typed, currency))}
      />
      {quickAmounts.length > 0 && (
        <div className="pay-quick" role="group" aria-label={t('pay.quick_amounts')}>
          {quickAmounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className="pay-quick-chip"
              aria-pressed={value === cleanAmountInput(amount, currency)}
              onClick={() => onChange(cleanAmountInput(amount, currency))}
            >
              {money(amount, currency)}
            </button>
          ))}
        </div>
      )}
      <p className="pay-hint">
        {t('pay.limits', { min: money(min, currency), max: money(max, currency) })}
        {feePermille > 0 && (
          <>
            {' · '}
            {fee
              ? t('pay.fee_amount', { rate: permilleAsPercent(feePermille), fee: money(fee, currency) })
              : t('pay.fee_rate', { rate: permilleAsPercent(feePermille) })}
          </>
        )}
      </p>
    </div>
  );
}
