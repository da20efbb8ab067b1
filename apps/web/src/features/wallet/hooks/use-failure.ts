import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import type { PaymentFailure } from '../lib/payment-errors';
import { paymentFailure } from '../lib/payment-errors';

const textOf = (failure: PaymentFailure) => failure.text ?? t(failure.key ?? 'pay.err.unknown', failure.vars);

/**
 * A form's failed call, shown where it belongs: under the field it names when the form has that field,
 * else as the form's message. `fields` are the wire names the form shows.
 */
export function useFailure(fields: readonly string[]) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  return {
    fieldErrors,
    message,
    clear(field?: string) {
      setMessage(null);
      if (field) setFieldErrors(({ [field]: _, ...rest }) => rest);
      else setFieldErrors({});
    },
    setFieldErrors(errors: Record<string, string>) {
      setMessage(null);
      setFieldErrors(errors);
    },
    /** Shows a rejected call; `range` fills "amount out of range". */
    show(error: unknown, range?: { min: string; max: string }) {
      const failure = paymentFailure(error, range);
      if (!failure) return;
      if (failure.field && fields.includes(failure.field)) {
        const text = failure.key === 'pay.err.invalid_field' ? t('pay.err.invalid') : textOf(failure);
        setMessage(null);
        setFieldErrors({ [failure.field]: text });
        return;
      }
      setFieldErrors({});
      setMessage(textOf(failure));
    },
  };
}
