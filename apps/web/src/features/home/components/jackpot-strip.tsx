import { t } from '../../../shared/i18n/translate';
import { currencySymbol, jackpotDigits } from '../../../shared/lib/format';
import { usePreferences } from '../../../shared/stores/preferences-store';
import { useSession } from '../../../shared/stores/session-store';
import './jackpot.css';

/** The jackpot total, integer part padded to 10 digits (R§9); zero until get_jackpot arrives. */
export function JackpotStrip({ total = '0' }: { total?: string }) {
  const visitor = usePreferences((s) => s.currency);
  const member = useSession((s) => (s.memberId ? s.currency : null));
  const currency = member ?? visitor;
  const digits = jackpotDigits(total);
  return (
    <section
      className="jackpot"
      aria-label={`${t('home.jackpot')}: ${currencySymbol(currency)} ${Number(total).toLocaleString()}`}
    >
      <p className="jackpot-label">{t('home.jackpot')}</p>
      <div className="jackpot-value" aria-hidden="true">
        <span className="jackpot-symbol">{currencySymbol(currency)}</span>
        {digits.map((digit, index) => (
          <span key={index} className="jackpot-group">
            {index > 0 && (digits.length - index) % 3 === 0 && <span className="jackpot-sep">,</span>}
            <span className="jackpot-digit">{digit}</span>
          </span>
        ))}
      </div>
    </section>
  );
}
