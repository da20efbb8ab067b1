import type { CashEntry, MyCashReply } from '@playdeck/contract';
import { decimalsOf } from '@playdeck/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { TextInput } from '../../../shared/ui/form/text-input';
import { useWalletTransfer } from '../api/wallet-transfer';
import { money } from '../lib/amount';
import { newRequestId } from '../lib/request-id';
import { transferFailure, transferProblem, transferWire, wholeBalance } from '../lib/transfer';
import { TransferDirection, TransferProvider } from './transfer-choices';

type Direction = 'in' | 'out';
type Outcome = { kind: 'success' | 'pending' | 'error'; text: string } | null;

/**
 * MyWallet's transfer: an exact amount from the main wallet into one provider's wallet, or back. The
 * amount is checked against the currency's decimals and the source balance first; one request_id per
 * submission, kept for a retry while the outcome is unknown so the money can never move twice.
 */
export function TransferForm({ cash, currency }: { cash: MyCashReply; currency: string }) {
  const providers = cash.my_cash_list;
  const [gpId, setGpId] = useState(providers[0]?.gp_id ?? '');
  const [direction, setDirection] = useState<Direction>('in');
  const [amount, setAmount] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [amountError, setAmountError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const transfer = useWalletTransfer();
  const provider: CashEntry | undefined = providers.find((p) => p.gp_id === gpId) ?? providers[0];
  const available = direction === 'in' ? cash.member_cash : (provider?.balance ?? null);
  // A new submission (anything changed) gets a new request_id.
  const fresh = () => {
    setRequestId(newRequestId());
    setAmountError(undefined);
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending || !provider) return;
    const problem = transferProblem(amount, currency, available);
    if (problem) {
      return setAmountError(t(`transfer.err.amount_${problem}`, { decimals: decimalsOf(currency) }));
    }
    setOutcome(null);
    try {
      const reply = await transfer.mutateAsync({
        gp_id: provider.gp_id,
        direction,
        amount: transferWire(amount, currency),
        request_id: requestId,
      });
      const vars = { amount: money(transferWire(amount, currency), currency), provider: provider.gp_name };
      setOutcome(
        reply.state === 'pending'
          ? { kind: 'pending', text: t('transfer.pending') }
          : { kind: 'success', text: t(direction === 'in' ? 'transfer.done_in' : 'transfer.done_out', vars) },
      );
      setAmount('');
      setRequestId(newRequestId());
    } catch (error) {
      const failure = transferFailure(error);
      if (!failure) return;
      const text = failure.text ?? t(failure.key ?? 'transfer.err.unknown');
      if (failure.atAmount) setAmountError(text);
      else setOutcome({ kind: failure.key === 'transfer.pending' ? 'pending' : 'error', text });
      if (!failure.outcomeUnknown) setRequestId(newRequestId());
    }
  };

  if (providers.length === 0) return null;
  return (
    <section className="pay-box transfer" aria-labelledby="transfer-title">
      <h2 id="transfer-title" className="pay-subtitle">
        {t('transfer.title')}
      </h2>
      <form className="pay-form" onSubmit={(event) => void submit(event)} noValidate>
        <TransferDirection
          value={direction}
          onChange={(next) => {
            setDirection(next);
            fresh();
          }}
        />
        <TransferProvider
          providers={providers}
          value={provider?.gp_id ?? ''}
          onChange={(next) => {
            setGpId(next);
            fresh();
          }}
        />
        <TextInput
          label={`${t('transfer.amount')} (${currency})`}
          placeholder={t('transfer.amount_hint', { decimals: decimalsOf(currency) })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          maxLength={20}
          showCount={false}
          error={amountError}
          onChange={(typed) => {
            setAmount(typed.replace(/[^\d.]/g, ''));
            fresh();
          }}
          addon={
            <button
              type="button"
              className="transfer-all"
              disabled={!wholeBalance(available, currency)}
              onClick={() => {
                setAmount(wholeBalance(available, currency));
                fresh();
              }}
            >
              {t('transfer.all')}
            </button>
          }
        />
        <p className="pay-hint transfer-available">
          {t(direction === 'in' ? 'transfer.available_main' : 'transfer.available_provider', {
            amount: available === null ? '—' : money(available, currency),
            provider: provider?.gp_name ?? '',
          })}
        </p>
        {outcome && (
          <p
            className={
              outcome.kind === 'success' ? 'pay-success' : outcome.kind === 'pending' ? 'pay-blocked' : 'pay-error'
            }
            role={outcome.kind === 'error' ? 'alert' : 'status'}
          >
            {outcome.text}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={transfer.isPending}>
          {transfer.isPending ? t('transfer.submitting') : t('transfer.submit')}
        </button>
      </form>
    </section>
  );
}
