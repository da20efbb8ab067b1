import { AuthButtons } from '../../../features/auth/components/auth-buttons';
import { CurrencyBadge } from '../../../features/site/components/currency-badge';
import { LanguageSwitcher } from '../../../features/site/components/language-switcher';
import { SiteLogo } from '../../../features/site/components/site-logo';
import { GameTypeNav } from './game-type-nav';
import './h5-2-header.css';

/** H5_2 (mobile): bright blue bar, logo left and login buttons right; game-type chips on white below. */
export function H52Header() {
  return (
    <header className="h52-header">
      <div className="h52-bar">
        <SiteLogo kind="mobile" />
        <div className="h52-right">
          <LanguageSwitcher compact />
          <AuthButtons size="sm" />
        </div>
      </div>
      <div className="h52-strip">
        <CurrencyBadge />
        <GameTypeNav className="h52-nav" />
      </div>
    </header>
  );
}
