import { padJackpot } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { currencySymbol, formatAmount } from '../../../shared/lib/format';
import { useViewCurrency } from '../../../shared/stores/view-currency';
import { useJackpot } from '../api/jackpot';
import { jackpotCells } from '../lib/jackpot-cells';
import './jackpot.css';

/** The jackpot total, its integer part padded to 10 digits; zeros until get_jackpot answers. */
export function JackpotStrip() {
  const currency = useViewCurrency();
  const jackpot = useJackpot();
  const total = jackpot.data ?? '0';
  const [int = '', frac = '00'] = padJackpot(total).split('.');
  return (
    <section
      className="jackpot"
      aria-label={`${t('home.jackpot')}: ${currencySymbol(currency)} ${formatAmount(total)}`}
      aria-busy={jackpot.isPending}
    >
      <p className="jackpot-label">{t('home.jackpot')}</p>
      <div className="jackpot-value" aria-hidden="true" data-value={`${int}.${frac}`}>
        <span className="jackpot-symbol">{currencySymbol(currency)}</span>
        {jackpotCells(int).map((cell, index) => (
          <span key={index} className="jackpot-group">
            {cell.separated && <span className="jackpot-sep">,</span>}
            <span className={`jackpot-digit${cell.pad ? ' jackpot-digit--pad' : ''}`}>{cell.digit}</span>
          </span>
        ))}
        <span className="jackpot-frac">.{frac}</span>
      </div>
    </section>
  );
}
