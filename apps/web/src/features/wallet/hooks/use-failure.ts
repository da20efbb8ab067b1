import { t } from '../../../shared/i18n/translate';
import { useFormFailure } from '../../../shared/ui/form/use-form-failure';
import type { PaymentFailure } from '../lib/payment-errors';
import { paymentFailure } from '../lib/payment-errors';

const textOf = (failure: PaymentFailure) => failure.text ?? t(failure.key ?? 'pay.err.unknown', failure.vars);

/**
 * A form's failed payment call, placed by the shared form failure; under its field, an invalid field reads
 * as the short "invalid" message.
 */
export function useFailure(fields: readonly string[]) {
  const { place, ...shown } = useFormFailure(fields);
  return {
    ...shown,
    /** Shows a rejected call; `range` fills "amount out of range". */
    show(error: unknown, range?: { min: string; max: string }) {
      const failure = paymentFailure(error, range);
      if (!failure) return;
      const text = textOf(failure);
      place(failure.field, text, failure.key === 'pay.err.invalid_field' ? t('pay.err.invalid') : text);
    },
  };
}
