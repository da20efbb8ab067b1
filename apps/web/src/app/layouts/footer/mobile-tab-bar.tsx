import { t } from '../../../shared/i18n/translate';
import type { FooterTabKey } from './footer-tabs';
import { FooterTab } from './footer-tabs';
import './mobile-tab-bar.css';

/** The default bottom bar; the centre tab is the one H5_2 raises into a round button. */
const TABS: FooterTabKey[] = ['home', 'discount', 'deposit', 'sponsor', 'customerService'];

export function MobileTabBar() {
  return (
    <nav className="tabbar" aria-label={t('footer.tabs')}>
      {TABS.map((tab, index) => (
        <FooterTab key={tab} tab={tab} className={`tabbar-item${index === 2 ? ' tabbar-item--center' : ''}`} />
      ))}
    </nav>
  );
}
