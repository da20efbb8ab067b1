import type { ProtectionLimitState } from '@playdeck/contract';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useProtectionLimitSet } from '../api/protection-limit-set';
import { t } from '../../../shared/i18n/translate';
import { useFormFailure } from '../../../shared/ui/form/use-form-failure';
import { cleanLimitInput, limitFigure, limitValueError, wireLimitValue } from '../lib/limit-value';
import { protectionFailure } from '../lib/protection-errors';
import { PendingChange } from './pending-change';

export interface LimitCardProps {
  limit: ProtectionLimitState;
  currency: string;
  readOnly: boolean;
}

/** One limit (a measure over a period): what applies, used and left, a new value, and a parked raise. */
export function LimitCard({ limit, currency, readOnly }: LimitCardProps) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const set = useProtectionLimitSet();
  const failure = useFormFailure(['amount']);
  const { measure, period } = limit;
  const change = (value: string | null) => {
    failure.clear();
    set.mutate(
      { measure, period, amount: value },
      {
        onSuccess: () => setAmount(''),
        onError: (error) => {
          const text = protectionFailure(error);
          if (text) failure.place('amount', text);
        },
      },
    );
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (set.isPending) return;
    const wire = wireLimitValue(measure, period, amount, currency);
    if (!wire) return failure.place('amount', limitValueError(measure, period));
    change(wire);
  };
  const error = failure.fieldErrors.amount;
  const minutes = measure === 'session';
  const figure = (value: string | null) =>
    value === null ? t('protection.no_limit') : limitFigure(measure, value, currency);
  return (
    <section className="rg-period" aria-label={t(`protection.field.${measure}.${period}`)}>
      <h4 className="rg-period-title">{t(`protection.period.${period}`)}</h4>
      <dl className="rg-figures">
        <div>
          <dt>{t('protection.applies')}</dt>
          <dd className="rg-applies">{figure(limit.applies)}</dd>
        </div>
        <div>
          <dt>{t('protection.used')}</dt>
          <dd>{limitFigure(measure, limit.used, currency)}</dd>
        </div>
        <div>
          <dt>{t('protection.left')}</dt>
          <dd>{figure(limit.left)}</dd>
        </div>
      </dl>
      {limit.operator !== null && (
        <p className="rg-hint">
          {t('protection.operator_limit', { amount: limitFigure(measure, limit.operator, currency) })}
        </p>
      )}
      {limit.pending && <PendingChange limit={limit} pending={limit.pending} currency={currency} readOnly={readOnly} />}
      {!readOnly && (
        <form className="rg-limit-form" onSubmit={save} noValidate>
          <div className={`field${error ? ' field--error' : ''}`}>
            <label htmlFor={id} className="field-label">
              {minutes ? t('protection.new_limit_minutes') : t('protection.new_limit')}
            </label>
            <div className="field-control">
              <input
                id={id}
                className="field-input"
                inputMode={minutes ? 'numeric' : 'decimal'}
                autoComplete="off"
                value={amount}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => {
                  setAmount(cleanLimitInput(measure, event.target.value, currency));
                  failure.clear('amount');
                }}
              />
            </div>
            {error && (
              <p id={`${id}-error`} className="field-error rg-field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="rg-actions">
            <button type="submit" className="btn btn--primary btn--sm" disabled={set.isPending}>
              {t('member.save')}
            </button>
            {limit.member !== null && !(limit.pending && limit.pending.amount === null) && (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={set.isPending}
                onClick={() => change(null)}
              >
                {t('protection.remove')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
