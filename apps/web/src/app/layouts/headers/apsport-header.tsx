import { HeaderWallet } from './header-wallet';
import { AuthButtons } from '../../../features/auth/components/auth-buttons';
import { CurrencyBadge } from '../../../features/site/components/currency-badge';
import { LanguageSwitcher } from '../../../features/site/components/language-switcher';
import { SiteLogo } from '../../../features/site/components/site-logo';
import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { GameTypeNav } from './game-type-nav';
import './apsport-header.css';

/** apsport (desktop): light and sporty, two rows: a navy top bar with the account tools, then logo + nav. */
export function ApsportHeader() {
  return (
    <header className="ap-header">
      <div className="ap-topbar">
        <div className="ap-row">
          <p className="ap-welcome">{t('header.welcome', { site: config.SITE_NAME })}</p>
          <div className="ap-tools">
            <CurrencyBadge />
            <LanguageSwitcher />
            <AuthButtons size="sm" walletMenu={HeaderWallet} />
          </div>
        </div>
      </div>
      <div className="ap-mainbar">
        <div className="ap-row">
          <SiteLogo kind="desktop" />
          <GameTypeNav className="ap-nav" icons={false} />
        </div>
      </div>
    </header>
  );
}
