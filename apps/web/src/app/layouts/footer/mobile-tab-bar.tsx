import type { CSSProperties } from 'react';
import { useMobileFooterItems } from '../../../features/content/api/site-links';
import { useHiddenMemberLinks } from '../../../shared/api/site/hidden-member-links';
import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { FooterTab, isTabHidden } from './footer-tabs';
import { FALLBACK_TABS, centreIndex, tabEntries } from './mobile-tabs';
import './mobile-tab-bar.css';

/** The bottom bar: the operator's tabs for this mobile template (web-mobile-footer), else the defaults. */
export function MobileTabBar() {
  const { data } = useMobileFooterItems(config.MOBILE_TEMPLATE_NAME);
  const hidden = useHiddenMemberLinks();
  const fromOperator = data ? tabEntries(data) : [];
  // The site's hidden links leave the bar before its middle tab is chosen.
  const tabs = (fromOperator.length > 0 ? fromOperator : FALLBACK_TABS).filter(
    (entry) => !isTabHidden(entry.tab, hidden),
  );
  const centre = centreIndex(tabs.length);
  return (
    <nav className="tabbar" aria-label={t('footer.tabs')} style={{ '--tabs': tabs.length } as CSSProperties}>
      {tabs.map((entry, index) => (
        <FooterTab
          key={entry.key}
          tab={entry.tab}
          url={entry.url}
          label={entry.label}
          className={`tabbar-item${index === centre ? ' tabbar-item--center' : ''}`}
        />
      ))}
    </nav>
  );
}
