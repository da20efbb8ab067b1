import type { PaymentChannel } from '@playdeck/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { useDepositOnline } from '../api/deposit-online';
import { useFailure } from '../hooks/use-failure';
import { wireAmount } from '../../../shared/lib/amount-text';
import { amountProblem, money } from '../lib/amount';
import type { PayWindowKind } from '../lib/pay-window';
import { closePayWindow, openPayWindow, safePayUrl, showPayPage } from '../lib/pay-window';
import { newRequestId } from '../lib/request-id';
import { AmountField } from './amount-field';
import type { DepositDone } from './deposit-result';

export interface OnlineDepositFormProps {
  channel: PaymentChannel;
  currency: string;
  windowKind: PayWindowKind;
  onDone: (done: DepositDone) => void;
}

/**
 * An online deposit: the holding window opens inside the click (popup blockers), then the order is made
 * and the window goes to the gateway's pay page; a failure closes the window and says why.
 */
export function OnlineDepositForm({ channel, currency, windowKind, onDone }: OnlineDepositFormProps) {
  const [amount, setAmount] = useState('');
  // One id per form content: a double submit or a retry finds the same order; a new amount is a new order.
  const [requestId, setRequestId] = useState(newRequestId);
  const deposit = useDepositOnline();
  const failure = useFailure(['amount', 'channel_id']);
  const range = { min: money(channel.min_amount, currency), max: money(channel.max_amount, currency) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (deposit.isPending) return;
    const problem = amountProblem(amount, { min: channel.min_amount, max: channel.max_amount, currency });
    const wire = wireAmount(amount, currency);
    if (problem || !wire) return failure.setFieldErrors({ amount: t(`pay.err.amount_${problem ?? 'format'}`, range) });
    const pay = openPayWindow(windowKind);
    deposit.mutateAsync({ channel_id: channel.id, amount: wire, request_id: requestId }).then(
      (reply) => {
        const url = safePayUrl(reply.pay_url);
        const opened = !!url && showPayPage(pay, url);
        if (!opened) closePayWindow(pay);
        onDone({ kind: 'online', order_number: reply.order_number, amount: wire, currency, payUrl: url, opened });
      },
      (error: unknown) => {
        closePayWindow(pay);
        failure.show(error, range);
      },
    );
  };

  return (
    <form className="pay-form" onSubmit={submit} noValidate>
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setRequestId(newRequestId());
          failure.clear('amount');
        }}
        currency={currency}
        min={channel.min_amount}
        max={channel.max_amount}
        quickAmounts={channel.quick_amounts}
        feePermille={channel.fee_rate_permille}
        error={failure.fieldErrors.amount}
      />
      {failure.message && (
        <p className="pay-error" role="alert">
          {failure.message}
        </p>
      )}
      <p className="pay-note">{t('pay.online_note')}</p>
      <button type="submit" className="btn btn--primary btn--block" disabled={deposit.isPending}>
        {deposit.isPending ? t('pay.submitting') : t('pay.deposit_submit')}
      </button>
    </form>
  );
}
