import type { FormEvent } from 'react';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { DigitBoxes } from '../../../shared/ui/form/digit-boxes';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useWithdrawPassword } from '../api/withdraw-password';
import { useFailure } from '../hooks/use-failure';
import { paymentFailure } from '../lib/payment-errors';

const FOUR_DIGITS = /^\d{4}$/;
const boxLabel = (n: number, total: number) => t('pay.digit', { n, total });
const EMPTY = { old: '', next: '', again: '' };

/**
 * Sets the four-digit withdraw password (mode "set", before the first withdrawal) or changes it (mode
 * "change": the old one first). The new one is typed twice.
 */
export function WithdrawPasswordForm({ mode }: { mode: 'set' | 'change' }) {
  const [form, setForm] = useState(EMPTY);
  const save = useWithdrawPassword();
  const failure = useFailure(['old_withdraw_password', 'withdraw_password']);
  const set = (field: keyof typeof EMPTY, wire: string) => (value: string) => {
    setForm((old) => ({ ...old, [field]: value }));
    failure.clear(wire);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (mode === 'change' && !FOUR_DIGITS.test(form.old)) errors.old_withdraw_password = t('pay.err.password_format');
    if (!FOUR_DIGITS.test(form.next)) errors.withdraw_password = t('pay.err.password_format');
    else if (form.next !== form.again) errors.again = t('pay.err.password_mismatch');
    if (Object.keys(errors).length > 0) return failure.setFieldErrors(errors);
    try {
      await save.mutateAsync({
        ...(mode === 'change' ? { old_withdraw_password: form.old } : {}),
        withdraw_password: form.next,
      });
      setForm(EMPTY);
      toast.success(t('pay.password_saved'));
    } catch (error) {
      // When changing, a wrong or locked password is the old one.
      const found = paymentFailure(error);
      const aboutOld = found?.key === 'pay.err.password_wrong' || found?.key === 'pay.err.password_locked';
      if (mode === 'change' && aboutOld && found.key) {
        failure.setFieldErrors({ old_withdraw_password: t(found.key) });
      } else failure.show(error);
    }
  };

  return (
    <form className="pay-form pay-password" onSubmit={(event) => void submit(event)} noValidate>
      {mode === 'set' && <p className="pay-note">{t('pay.password_needed')}</p>}
      {mode === 'change' && (
        <DigitBoxes
          label={t('pay.old_password')}
          value={form.old}
          onChange={set('old', 'old_withdraw_password')}
          boxLabel={boxLabel}
          error={failure.fieldErrors.old_withdraw_password}
        />
      )}
      <DigitBoxes
        label={t('pay.new_password')}
        value={form.next}
        onChange={set('next', 'withdraw_password')}
        boxLabel={boxLabel}
        error={failure.fieldErrors.withdraw_password}
      />
      <DigitBoxes
        label={t('pay.new_password_again')}
        value={form.again}
        onChange={set('again', 'again')}
        boxLabel={boxLabel}
        error={failure.fieldErrors.again}
      />
      {failure.message && (
        <p className="pay-error" role="alert">
          {failure.message}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        {mode === 'set' ? t('pay.set_password') : t('pay.change_password')}
      </button>
    </form>
  );
}
