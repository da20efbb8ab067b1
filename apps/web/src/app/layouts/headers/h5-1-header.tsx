import { AuthButtons } from '../../../features/auth/components/auth-buttons';
import { CurrencyBadge } from '../../../features/site/components/currency-badge';
import { LanguageSwitcher } from '../../../features/site/components/language-switcher';
import { SiteLogo } from '../../../features/site/components/site-logo';
import { GameTypeNav } from './game-type-nav';
import './h5-1-header.css';

/** H5_1 (mobile): dark gold, language left, logo centred, login/register right; game types below. */
export function H51Header() {
  return (
    <header className="h51-header">
      <div className="h51-bar">
        <div className="h51-left">
          <LanguageSwitcher compact />
        </div>
        <SiteLogo kind="mobile" />
        <div className="h51-right">
          <AuthButtons size="sm" />
        </div>
      </div>
      <div className="h51-strip">
        <CurrencyBadge />
        <GameTypeNav className="h51-nav" />
      </div>
    </header>
  );
}
