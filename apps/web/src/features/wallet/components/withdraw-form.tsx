import type { WithdrawInfoReply } from '@playdeck/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { DigitBoxes } from '../../../shared/ui/form/digit-boxes';
import { useWithdraw } from '../api/withdraw';
import { useFailure } from '../hooks/use-failure';
import { compareAmounts, wireAmount } from '../../../shared/lib/amount-text';
import { amountProblem, money } from '../lib/amount';
import { newRequestId } from '../lib/request-id';
import { withdrawBlock } from '../lib/withdraw-rules';
import { AmountField } from './amount-field';

const FIELDS = ['amount', 'account_id', 'withdraw_password'] as const;
const EMPTY = { amount: '', password: '' };

/** Account, amount and the withdraw password; blocked (with the reason) while a rule forbids withdrawing. */
export function WithdrawForm({ info }: { info: WithdrawInfoReply }) {
  const { currency, accounts } = info;
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? 0);
  const [form, setForm] = useState(EMPTY);
  const [requestId, setRequestId] = useState(newRequestId);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const withdraw = useWithdraw();
  const failure = useFailure(FIELDS);
  const block = withdrawBlock(info);
  const range = { min: money(info.min_amount, currency), max: money(info.max_amount, currency) };
  const account = accounts.find((a) => a.id === accountId) ?? accounts[0];
  const change = (field: keyof typeof EMPTY, wire: string) => (value: string) => {
    setForm((old) => ({ ...old, [field]: value }));
    if (field === 'amount') setRequestId(newRequestId());
    failure.clear(wire);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (withdraw.isPending || block || !account) return;
    const errors: Record<string, string> = {};
    const problem = amountProblem(form.amount, { min: info.min_amount, max: info.max_amount, currency });
    if (problem) errors.amount = t(`pay.err.amount_${problem}`, range);
    else if (compareAmounts(form.amount, info.balance, currency) > 0) errors.amount = t('pay.err.insufficient_balance');
    if (!/^\d{4}$/.test(form.password)) errors.withdraw_password = t('pay.err.password_format');
    const amount = wireAmount(form.amount, currency);
    if (Object.keys(errors).length > 0 || !amount) return failure.setFieldErrors(errors);
    try {
      const order = await withdraw.mutateAsync({
        amount,
        account_id: account.id,
        withdraw_password: form.password,
        request_id: requestId,
      });
      setSubmitted(order.order_number);
      setForm(EMPTY);
      setRequestId(newRequestId());
    } catch (error) {
      setForm((old) => ({ ...old, password: '' }));
      failure.show(error, range);
    }
  };

  return (
    <form className="pay-form pay-withdraw" onSubmit={(event) => void submit(event)} noValidate>
      {block && (
        <p className="pay-blocked" role="note">
          {t(`pay.blocked.${block}`, { turnover: money(info.turnover_left, currency) })}
        </p>
      )}
      <div className="field">
        <label className="field-label" htmlFor="pay-account">
          {t('pay.to_account')}
        </label>
        <div className="field-control">
          <select
            id="pay-account"
            className="field-input pay-select"
            value={account?.id}
            onChange={(event) => {
              setAccountId(Number(event.target.value));
              failure.clear('account_id');
            }}
          >
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.bank_name} · {a.account_no} · {a.holder_name}
              </option>
            ))}
          </select>
        </div>
        {failure.fieldErrors.account_id && (
          <p className="field-error" role="alert">
            {failure.fieldErrors.account_id}
          </p>
        )}
      </div>
      <AmountField
        value={form.amount}
        onChange={change('amount', 'amount')}
        currency={currency}
        min={info.min_amount}
        max={info.max_amount}
        error={failure.fieldErrors.amount}
      />
      <DigitBoxes
        label={t('pay.withdraw_password')}
        value={form.password}
        onChange={change('password', 'withdraw_password')}
        boxLabel={(n, total) => t('pay.digit', { n, total })}
        error={failure.fieldErrors.withdraw_password}
      />
      {failure.message && (
        <p className="pay-error" role="alert">
          {failure.message}
        </p>
      )}
      {submitted && (
        <p className="pay-success" role="status">
          {t('pay.withdraw_submitted', { order: submitted })}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={withdraw.isPending || !!block}>
        {withdraw.isPending ? t('pay.submitting') : t('pay.withdraw_submit')}
      </button>
    </form>
  );
}
