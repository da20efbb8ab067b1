import type { PaymentChannel } from '@playdeck/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { TextInput } from '../../../shared/ui/form/text-input';
import { useDepositBank } from '../api/deposit-bank';
import { useFailure } from '../hooks/use-failure';
import { wireAmount } from '../../../shared/lib/amount-text';
import { amountProblem, money } from '../lib/amount';
import { newRequestId } from '../lib/request-id';
import { localDateTimeValue, transferTimeIso } from '../lib/transfer-time';
import { AmountField } from './amount-field';
import type { DepositDone } from './deposit-result';
import { ReceiptField } from './receipt-field';
import { ReceivingAccount } from './receiving-account';

const FIELDS = ['amount', 'sender_name', 'transferred_at', 'receipt', 'channel_id'] as const;

export interface BankDepositFormProps {
  channel: PaymentChannel;
  currency: string;
  onDone: (done: DepositDone) => void;
}

/** A bank transfer: the operator's account, then what the member sent, when, from whom, and a receipt. */
export function BankDepositForm({ channel, currency, onDone }: BankDepositFormProps) {
  const [form, setForm] = useState({ amount: '', sender_name: '', transferred_at: '' });
  const [receipt, setReceipt] = useState<string | undefined>();
  const [requestId, setRequestId] = useState(newRequestId);
  // The latest transfer time the field offers: when the form opened (a minute's drift does not matter).
  const [latest] = useState(() => localDateTimeValue(new Date()));
  const deposit = useDepositBank();
  const failure = useFailure(FIELDS);
  const range = { min: money(channel.min_amount, currency), max: money(channel.max_amount, currency) };
  const set = (field: keyof typeof form) => (value: string) => {
    setForm((old) => ({ ...old, [field]: value }));
    setRequestId(newRequestId());
    failure.clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (deposit.isPending) return;
    const errors: Record<string, string> = {};
    const problem = amountProblem(form.amount, { min: channel.min_amount, max: channel.max_amount, currency });
    if (problem) errors.amount = t(`pay.err.amount_${problem}`, range);
    if (!form.sender_name.trim()) errors.sender_name = t('pay.err.sender_required');
    const when = transferTimeIso(form.transferred_at);
    if (!when) errors.transferred_at = t(form.transferred_at ? 'pay.err.time_future' : 'pay.err.time_required');
    const amount = wireAmount(form.amount, currency);
    if (Object.keys(errors).length > 0 || !amount || !when) return failure.setFieldErrors(errors);
    try {
      const reply = await deposit.mutateAsync({
        channel_id: channel.id,
        amount,
        sender_name: form.sender_name.trim(),
        transferred_at: when,
        ...(receipt ? { receipt } : {}),
        request_id: requestId,
      });
      onDone({ kind: 'bank', order_number: reply.order_number, amount: reply.amount, currency: reply.currency });
    } catch (error) {
      failure.show(error, range);
    }
  };

  return (
    <div className="pay-bank-deposit">
      {channel.bank && <ReceivingAccount bank={channel.bank} />}
      <form className="pay-form" onSubmit={(event) => void submit(event)} noValidate>
        <AmountField
          value={form.amount}
          onChange={set('amount')}
          currency={currency}
          min={channel.min_amount}
          max={channel.max_amount}
          quickAmounts={channel.quick_amounts}
          feePermille={channel.fee_rate_permille}
          error={failure.fieldErrors.amount}
        />
        <TextInput
          label={t('pay.sender_name')}
          placeholder={t('pay.sender_name_placeholder')}
          value={form.sender_name}
          onChange={set('sender_name')}
          maxLength={100}
          showCount={false}
          autoComplete="name"
          error={failure.fieldErrors.sender_name}
        />
        <TextInput
          label={t('pay.transferred_at')}
          type="datetime-local"
          value={form.transferred_at}
          onChange={set('transferred_at')}
          max={latest}
          showCount={false}
          error={failure.fieldErrors.transferred_at}
        />
        <ReceiptField
          value={receipt}
          onChange={(value) => {
            setReceipt(value);
            setRequestId(newRequestId());
            failure.clear('receipt');
          }}
          error={failure.fieldErrors.receipt}
        />
        {failure.message && (
          <p className="pay-error" role="alert">
            {failure.message}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={deposit.isPending}>
          {deposit.isPending ? t('pay.submitting') : t('pay.bank_submit')}
        </button>
      </form>
    </div>
  );
}
