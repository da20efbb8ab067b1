import type { ReactNode } from 'react';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { RESPONSIBLE_GAMING_PATH } from '../../../shared/lib/member-links';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { usePaymentChannels } from '../api/payment-channels';
import { useVerificationOffer } from '../hooks/use-verification-offer';
import type { PayWindowKind } from '../lib/pay-window';
import { BankDepositForm } from './bank-deposit-form';
import { ChannelPicker } from './channel-picker';
import type { DepositDone } from './deposit-result';
import { DepositResult } from './deposit-result';
import { LoadFailed, Loading } from './load-states';
import { OnlineDepositForm } from './online-deposit-form';
import './payments.css';
import './deposit.css';

/**
 * Deposits (/Deposit, /user/Deposit, /fastPayment): the channels of the member's currency, the chosen
 * channel's form (online: the gateway's pay page; bank: a transfer report), then the order as submitted.
 * `offer` is what the app puts above the form (another feature's card: the deposit-limit offer).
 */
export function DepositPanel({ windowKind = 'deposit', offer }: { windowKind?: PayWindowKind; offer?: ReactNode }) {
  const channels = usePaymentChannels();
  const [selected, setSelected] = useState<number | null>(null);
  const [done, setDone] = useState<DepositDone | null>(null);
  useVerificationOffer(channels.data?.need_bank_account_deposit_verified === 1);

  if (channels.isPending) return <Loading />;
  if (channels.isError) return <LoadFailed onRetry={() => void channels.refetch()} />;
  const { currency, channels: list } = channels.data;
  if (list.length === 0) {
    return <EmptyState icon="deposit" title={t('pay.no_channels')} description={t('pay.no_channels_text')} />;
  }
  if (done) return <DepositResult done={done} onAgain={() => setDone(null)} />;
  const channel = list.find((c) => c.id === selected) ?? list[0]!;
  return (
    <div className="pay-deposit">
      {offer && <div className="pay-offer">{offer}</div>}
      <section className="pay-box" aria-labelledby="pay-channels-title">
        <h2 id="pay-channels-title" className="pay-subtitle">
          {t('pay.channels')}
        </h2>
        <ChannelPicker channels={list} currency={currency} selected={channel.id} onSelect={setSelected} />
      </section>
      <section className="pay-box" aria-labelledby="pay-form-title">
        <h2 id="pay-form-title" className="pay-subtitle">
          {channel.name}
        </h2>
        {channel.kind === 'online' ? (
          <OnlineDepositForm
            key={channel.id}
            channel={channel}
            currency={currency}
            windowKind={windowKind}
            onDone={setDone}
          />
        ) : (
          <BankDepositForm key={channel.id} channel={channel} currency={currency} onDone={setDone} />
        )}
        <p className="pay-limit-link">
          <AppLink to={RESPONSIBLE_GAMING_PATH}>{t('pay.set_deposit_limit')}</AppLink>
        </p>
      </section>
    </div>
  );
}

/** The member centre's Deposit page. */
export default function DepositCentrePanel() {
  return <DepositPanel />;
}
