import { HeaderWallet } from './header-wallet';
import { AuthButtons } from '../../../features/auth/components/auth-buttons';
import { CurrencyBadge } from '../../../features/site/components/currency-badge';
import { LanguageSwitcher } from '../../../features/site/components/language-switcher';
import { SiteLogo } from '../../../features/site/components/site-logo';
import { GameTypeNav } from './game-type-nav';
import './suncity-header.css';

/** suncity (desktop): dark and gold, one row: logo left, game nav centre, account tools right. */
export function SuncityHeader() {
  return (
    <header className="sc-header">
      <div className="sc-header-inner">
        <SiteLogo kind="desktop" />
        <GameTypeNav className="sc-nav" />
        <div className="sc-tools">
          <CurrencyBadge />
          <LanguageSwitcher compact />
          <AuthButtons walletMenu={HeaderWallet} />
        </div>
      </div>
    </header>
  );
}
