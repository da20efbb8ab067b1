import type { PendingLimitRaise, ProtectionLimitState } from '@playdeck/contract';
import { useEffect, useState } from 'react';
import { useProtectionLimitCancel } from '../api/protection-limit-cancel';
import { useProtectionLimitConfirm } from '../api/protection-limit-confirm';
import { t } from '../../../shared/i18n/translate';
import { formatZonedDateTime } from '../../../shared/lib/format';
import { useFormFailure } from '../../../shared/ui/form/use-form-failure';
import { canConfirm } from '../lib/limits';
import { limitFigure } from '../lib/limit-value';
import { protectionFailure } from '../lib/protection-errors';

/** The clock, read again every half minute so Confirm turns on when the 24 hours are over. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface PendingChangeProps {
  limit: ProtectionLimitState;
  pending: PendingLimitRaise;
  currency: string;
  readOnly: boolean;
}

/** A parked raise or removal: its dates, Confirm (from `confirmable_at`) and Cancel. */
export function PendingChange({ limit, pending, currency, readOnly }: PendingChangeProps) {
  const now = useNow();
  const confirm = useProtectionLimitConfirm();
  const cancel = useProtectionLimitCancel();
  const failure = useFormFailure([]);
  const busy = confirm.isPending || cancel.isPending;
  const pick = { measure: limit.measure, period: limit.period };
  const onError = (error: Error) => {
    const text = protectionFailure(error);
    if (text) failure.place(undefined, text);
  };
  return (
    <div className="rg-pending">
      <p className="rg-pending-title">
        {pending.amount === null
          ? t('protection.pending.removal')
          : t('protection.pending.raise', { amount: limitFigure(limit.measure, pending.amount, currency) })}
      </p>
      <p className="rg-pending-dates">
        {t('protection.pending.dates', {
          requested: formatZonedDateTime(pending.requested_at),
          from: formatZonedDateTime(pending.confirmable_at),
          until: formatZonedDateTime(pending.lapses_at),
        })}
      </p>
      {failure.message && (
        <p className="rg-error" role="alert">
          {failure.message}
        </p>
      )}
      {!readOnly && (
        <div className="rg-actions">
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={busy || !canConfirm(pending, now)}
            onClick={() => {
              failure.clear();
              confirm.mutate(pick, { onError });
            }}
          >
            {t('protection.pending.confirm')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={busy}
            onClick={() => {
              failure.clear();
              cancel.mutate(pick, { onError });
            }}
          >
            {t('protection.pending.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
