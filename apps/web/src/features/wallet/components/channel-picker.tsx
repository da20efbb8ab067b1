import type { PaymentChannel } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { Icon } from '../../../shared/ui/icons';
import { money, permilleAsPercent } from '../lib/amount';

export interface ChannelPickerProps {
  channels: PaymentChannel[];
  currency: string;
  selected: number;
  onSelect: (id: number) => void;
}

/** The deposit channels as one choice: name, kind, range and fee of each. */
export function ChannelPicker({ channels, currency, selected, onSelect }: ChannelPickerProps) {
  return (
    <div className="pay-channels" role="group" aria-label={t('pay.channels')}>
      {channels.map((channel) => (
        <button
          key={channel.id}
          type="button"
          aria-pressed={channel.id === selected}
          className="pay-channel"
          onClick={() => onSelect(channel.id)}
        >
          <Icon name={channel.kind === 'online' ? 'card' : 'wallet'} className="icon pay-channel-icon" />
          <span className="pay-channel-text">
            <span className="pay-channel-name">{channel.name}</span>
            <span className="pay-channel-meta">
              {t(`pay.channel_kind.${channel.kind}`)} · {money(channel.min_amount, currency)} –{' '}
              {money(channel.max_amount, currency)}
              {channel.fee_rate_permille > 0 &&
                ` · ${t('pay.fee_rate', { rate: permilleAsPercent(channel.fee_rate_permille) })}`}
            </span>
          </span>
        </button>
      ))}
    </div>
  );
}
