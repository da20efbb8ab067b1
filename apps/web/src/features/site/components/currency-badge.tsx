import { t } from '../../../shared/i18n/translate';
import { currencySymbol } from '../../../shared/lib/format';
import { usePreferences } from '../../../shared/stores/preferences-store';
import { useSession } from '../../../shared/stores/session-store';

/** The currency in use: the member's own when logged in, else the visitor's display currency. */
export function CurrencyBadge() {
  const visitorCurrency = usePreferences((s) => s.currency);
  const memberCurrency = useSession((s) => (s.memberId ? s.currency : null));
  const currency = memberCurrency ?? visitorCurrency;
  return (
    <span className="ccy-badge" title={t('currency')}>
      <span className="visually-hidden">{t('currency')}: </span>
      <b aria-hidden="true">{currencySymbol(currency)}</b>
      {currency}
    </span>
  );
}
