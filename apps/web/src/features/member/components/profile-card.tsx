import { t } from '../../../shared/i18n/translate';
import { currencySymbol } from '../../../shared/lib/format';
import { usePreferences } from '../../../shared/stores/preferences-store';
import { useSession } from '../../../shared/stores/session-store';
import { Icon } from '../../../shared/ui/icons';

/** Who is logged in; the balance shows a dash until the wallet call (a later issue) answers. */
export function ProfileCard({ subtitle }: { subtitle: string }) {
  const account = useSession((s) => s.memberAccount);
  const memberCurrency = useSession((s) => s.currency);
  const visitorCurrency = usePreferences((s) => s.currency);
  const currency = memberCurrency ?? visitorCurrency;
  return (
    <div className="card profile-card">
      <span className="profile-avatar">
        <Icon name="user" />
      </span>
      <div className="profile-text">
        <p className="profile-name">{account}</p>
        <p className="profile-sub">{subtitle}</p>
      </div>
      <div className="profile-balance">
        <span className="profile-balance-label">{t('member.balance')}</span>
        <span className="profile-balance-value">
          {currencySymbol(currency)} <span aria-label={t('member.balance_loading')}>—</span>
        </span>
      </div>
    </div>
  );
}
