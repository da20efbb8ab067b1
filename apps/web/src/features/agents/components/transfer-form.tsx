import type { AgentTransferInfoReply } from '@playdeck/contract';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { DigitBoxes } from '../../../shared/ui/form/digit-boxes';
import { TextInput } from '../../../shared/ui/form/text-input';
import { useAgentTransfer } from '../api/agent-transfer';
import { useFailure } from '../hooks/use-failure';
import { money } from '../lib/money';
import { newRequestId } from '../lib/request-id';
import { cleanAmountInput, wireAmount } from '../../../shared/lib/amount-text';
import { leftToday, transferProblem } from '../lib/transfer-rules';

const FIELDS = ['member_account', 'amount', 'withdraw_password'] as const;
const EMPTY = { account: '', amount: '', password: '' };

/**
 * To whom, how much, and the withdraw password. The request_id is made once per filled-in form: a double
 * click or a retry after a lost answer moves the money once; changing who or how much makes a new one.
 */
export function TransferForm({ info }: { info: AgentTransferInfoReply }) {
  const { currency, limits } = info;
  const [form, setForm] = useState(EMPTY);
  const [requestId, setRequestId] = useState(newRequestId);
  const [done, setDone] = useState<{ account: string; amount: string; balance: string } | null>(null);
  const running = useRef(false);
  const transfer = useAgentTransfer();
  const failure = useFailure(FIELDS);
  const left = leftToday(limits, currency);
  const vars = {
    min: money(limits.min, currency),
    max: money(limits.max, currency),
    left: money(left ?? '0', currency),
    balance: money(info.balance, currency),
  };
  const change = (field: keyof typeof EMPTY, wire: string) => (value: string) => {
    setForm((old) => ({ ...old, [field]: field === 'amount' ? cleanAmountInput(value, currency) : value }));
    if (field !== 'password') setRequestId(newRequestId());
    failure.clear(wire);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    const errors: Record<string, string> = {};
    if (!form.account.trim()) errors.member_account = t('agents.transfer.account_required');
    const problem = transferProblem(form.amount, limits, info.balance, currency);
    if (problem) errors.amount = t(`agents.transfer.problem.${problem}`, vars);
    if (!/^\d{4}$/.test(form.password)) errors.withdraw_password = t('agents.transfer.password_format');
    const amount = wireAmount(form.amount, currency);
    if (Object.keys(errors).length > 0 || !amount) return failure.setFieldErrors(errors);
    running.current = true;
    setDone(null);
    try {
      const account = form.account.trim();
      const reply = await transfer.mutateAsync({
        member_account: account,
        amount,
        withdraw_password: form.password,
        request_id: requestId,
      });
      setDone({ account, amount, balance: reply.balance });
      setForm(EMPTY);
      setRequestId(newRequestId());
    } catch (error) {
      setForm((old) => ({ ...old, password: '' }));
      failure.show(error, vars);
    } finally {
      running.current = false;
    }
  };

  return (
    <form className="agt-transfer-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        label={t('agents.transfer.account')}
        value={form.account}
        onChange={change('account', 'member_account')}
        error={failure.fieldErrors.member_account}
        placeholder={t('agents.transfer.account_placeholder')}
        maxLength={64}
        showCount={false}
        autoComplete="off"
        spellCheck={false}
      />
      <TextInput
        label={`${t('agents.transfer.amount')} (${currency})`}
        value={form.amount}
        onChange={change('amount', 'amount')}
        error={failure.fieldErrors.amount}
        placeholder={t('agents.transfer.range', vars)}
        inputMode="decimal"
        maxLength={16}
        showCount={false}
        autoComplete="off"
      />
      <DigitBoxes
        label={t('agents.transfer.password')}
        value={form.password}
        onChange={change('password', 'withdraw_password')}
        boxLabel={(n, total) => t('agents.transfer.digit', { n, total })}
        error={failure.fieldErrors.withdraw_password}
      />
      {failure.message && (
        <p className="agt-error" role="alert">
          {failure.message}
        </p>
      )}
      {done && (
        <p className="agt-success" role="status">
          {t('agents.transfer.done', {
            amount: money(done.amount, currency),
            account: done.account,
            balance: money(done.balance, currency),
          })}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={transfer.isPending}>
        {transfer.isPending ? t('agents.transfer.sending') : t('agents.transfer.submit')}
      </button>
    </form>
  );
}
