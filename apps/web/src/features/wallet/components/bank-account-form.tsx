import type { AccountKind, BankChoice } from '@playdeck/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { DigitBoxes } from '../../../shared/ui/form/digit-boxes';
import { TextInput } from '../../../shared/ui/form/text-input';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useBankAccountAdd } from '../api/bank-account-add';
import { useFailure } from '../hooks/use-failure';
import type { AccountForm } from '../lib/account-form';
import { accountFormErrors, banksFor, cleanAccountNo } from '../lib/account-form';

const FIELDS = ['kind', 'bank_code', 'account_no', 'holder_name', 'withdraw_password'] as const;
const KINDS: AccountKind[] = ['bank', 'ewallet'];

/**
 * Adds a payout account: bank or e-wallet, one of the offered banks, the number and the holder's name,
 * confirmed with the withdraw password (who adds where money goes must know it).
 */
export function BankAccountForm({ banks }: { banks: BankChoice[] }) {
  const offered = KINDS.filter((kind) => banksFor(banks, kind).length > 0);
  const [form, setForm] = useState<AccountForm>({
    kind: offered[0] ?? 'bank',
    bank_code: '',
    account_no: '',
    holder_name: '',
  });
  const [pin, setPin] = useState('');
  const add = useBankAccountAdd();
  const failure = useFailure(FIELDS);
  const choices = banksFor(banks, form.kind);
  const set = (field: keyof AccountForm) => (value: string) => {
    setForm((old) => ({ ...old, [field]: value, ...(field === 'kind' ? { bank_code: '' } : {}) }));
    failure.clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const errors: Record<string, string> = accountFormErrors(form, banks);
    if (!/^\d{4}$/.test(pin)) errors.withdraw_password = 'pay.err.password_format';
    if (Object.keys(errors).length > 0) {
      return failure.setFieldErrors(Object.fromEntries(Object.entries(errors).map(([k, key]) => [k, t(key)])));
    }
    try {
      await add.mutateAsync({
        kind: form.kind,
        bank_code: form.bank_code,
        account_no: cleanAccountNo(form.account_no),
        holder_name: form.holder_name.trim(),
        withdraw_password: pin,
      });
      setForm((old) => ({ ...old, bank_code: '', account_no: '', holder_name: '' }));
      setPin('');
      toast.success(t('pay.account_added'));
    } catch (error) {
      failure.show(error);
    }
  };

  return (
    <form className="pay-form pay-account-form" onSubmit={(event) => void submit(event)} noValidate>
      {offered.length > 1 && (
        <fieldset className="field pay-kinds">
          <legend className="field-label">{t('pay.account_kind')}</legend>
          <div className="pay-kind-row">
            {offered.map((kind) => (
              <label key={kind} className="pay-kind">
                <input
                  type="radio"
                  name="account-kind"
                  value={kind}
                  checked={form.kind === kind}
                  onChange={() => set('kind')(kind)}
                />
                {t(`pay.account_kind.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className={`field${failure.fieldErrors.bank_code ? ' field--error' : ''}`}>
        <label className="field-label" htmlFor="pay-bank-code">
          {form.kind === 'bank' ? t('pay.bank') : t('pay.ewallet')}
        </label>
        <div className="field-control">
          <select
            id="pay-bank-code"
            className="field-input pay-select"
            value={form.bank_code}
            aria-invalid={failure.fieldErrors.bank_code ? true : undefined}
            onChange={(event) => set('bank_code')(event.target.value)}
          >
            <option value="">{t('pay.choose_bank')}</option>
            {choices.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
        </div>
        {failure.fieldErrors.bank_code && (
          <p className="field-error" role="alert">
            {failure.fieldErrors.bank_code}
          </p>
        )}
      </div>
      <TextInput
        label={t('pay.account_no')}
        value={form.account_no}
        onChange={set('account_no')}
        maxLength={40}
        showCount={false}
        inputMode={form.kind === 'bank' ? 'numeric' : 'text'}
        autoComplete="off"
        error={failure.fieldErrors.account_no}
      />
      <TextInput
        label={t('pay.holder_name')}
        value={form.holder_name}
        onChange={set('holder_name')}
        maxLength={100}
        showCount={false}
        autoComplete="name"
        error={failure.fieldErrors.holder_name}
      />
      <DigitBoxes
        label={t('pay.withdraw_password')}
        value={pin}
        onChange={(value) => {
          setPin(value);
          failure.clear('withdraw_password');
        }}
        boxLabel={(n, total) => t('pay.digit', { n, total })}
        error={failure.fieldErrors.withdraw_password}
      />
      {failure.message && (
        <p className="pay-error" role="alert">
          {failure.message}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={add.isPending}>
        {t('pay.add_account')}
      </button>
    </form>
  );
}
