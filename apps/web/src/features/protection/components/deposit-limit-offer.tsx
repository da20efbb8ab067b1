import type { ProtectionPeriod } from '@playdeck/contract';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { cleanAmountInput, wireAmount } from '../../../shared/lib/amount-text';
import { Icon } from '../../../shared/ui/icons';
import { useFormFailure } from '../../../shared/ui/form/use-form-failure';
import { useProtectionInfo } from '../api/protection-info';
import { useProtectionLimitSet } from '../api/protection-limit-set';
import { useProtectionPromptSkip } from '../api/protection-prompt-skip';
import { PERIODS } from '../lib/choices';
import { protectionFailure } from '../lib/protection-errors';
import '../../../shared/ui/form/form.css';
import './deposit-offer.css';

/**
 * The deposit page's offer of a deposit limit (decision 0051), above the deposit form and never in its way:
 * shown while the server says so (the site asks it, the member has no deposit limit and has not declined).
 * Either answer replaces the protection state, whose reply no longer asks, and the card goes.
 */
export function DepositLimitOffer() {
  const info = useProtectionInfo();
  const set = useProtectionLimitSet();
  const skip = useProtectionPromptSkip();
  const [saved, setSaved] = useState(false);
  if (saved) {
    return (
      <p className="rg-offer-done" role="status">
        {t('protection.offer.done')}
      </p>
    );
  }
  if (!info.data?.deposit_limit_prompt) return null;
  return <OfferCard currency={info.data.currency} set={set} skip={skip} onSaved={() => setSaved(true)} />;
}

interface OfferCardProps {
  currency: string;
  set: ReturnType<typeof useProtectionLimitSet>;
  skip: ReturnType<typeof useProtectionPromptSkip>;
  onSaved: () => void;
}

function OfferCard({ currency, set, skip, onSaved }: OfferCardProps) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [period, setPeriod] = useState<ProtectionPeriod>('day');
  const failure = useFormFailure(['amount']);
  const busy = set.isPending || skip.isPending;
  const onError = (error: Error) => {
    const text = protectionFailure(error);
    if (text) failure.place('amount', text);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const wire = wireAmount(amount, currency);
    if (!wire) return failure.place('amount', t('protection.err.amount'));
    failure.clear();
    set.mutate({ measure: 'deposit', period, amount: wire }, { onSuccess: onSaved, onError });
  };
  const error = failure.fieldErrors.amount;
  return (
    <section className="rg-offer" aria-labelledby={`${id}-title`}>
      <Icon name="shield" />
      <div className="rg-offer-body">
        <h2 id={`${id}-title`} className="rg-offer-title">
          {t('protection.offer.title')}
        </h2>
        <p className="rg-offer-text">{t('protection.offer.text')}</p>
        <form className="rg-offer-form" onSubmit={save} noValidate>
          <div className={`field${error ? ' field--error' : ''}`}>
            <label htmlFor={`${id}-amount`} className="field-label">
              {t('protection.offer.amount', { currency })}
            </label>
            <div className="field-control">
              <input
                id={`${id}-amount`}
                className="field-input"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => {
                  setAmount(cleanAmountInput(event.target.value, currency));
                  failure.clear('amount');
                }}
              />
            </div>
          </div>
          <div className="field">
            <label htmlFor={`${id}-period`} className="field-label">
              {t('protection.offer.period')}
            </label>
            <div className="field-control">
              <select
                id={`${id}-period`}
                className="field-input"
                value={period}
                onChange={(event) => setPeriod(PERIODS.find((p) => p === event.target.value) ?? 'day')}
              >
                {PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`protection.offer.per.${p}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="rg-offer-actions">
            <button type="submit" className="btn btn--primary btn--sm" disabled={busy}>
              {t('protection.offer.set')}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={busy}
              onClick={() => {
                failure.clear();
                skip.mutate(undefined, { onError });
              }}
            >
              {t('protection.offer.skip')}
            </button>
          </div>
        </form>
        {error && (
          <p id={`${id}-error`} className="field-error rg-offer-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
