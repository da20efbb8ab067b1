import { useFooterItems } from '../../../features/content/api/site-links';
import { footerGroupKey, groupFooterItems } from '../../../features/content/lib/footer-groups';
import { useHiddenMemberLinks } from '../../../shared/api/site/hidden-member-links';
import { config } from '../../../shared/config/public-config';
import { RESPONSIBLE_GAMING_PATH } from '../../../shared/lib/member-links';
import { t } from '../../../shared/i18n/translate';
import { AppLink } from '../../../shared/ui/app-link';
import { Icon } from '../../../shared/ui/icons';
import { FooterItemLink } from './footer-item-link';
import type { FooterTabKey } from './footer-tabs';
import { FooterTab } from './footer-tabs';
import './desktop-footer.css';

/** What the footer offers when the operator's list is empty or cannot be read. */
const FALLBACK_COLUMNS: { title: string; tabs: FooterTabKey[] }[] = [
  { title: 'footer.quick_links', tabs: ['home', 'discount', 'sponsor', 'announcement'] },
  { title: 'footer.my_account', tabs: ['deposit', 'withdrawal', 'wallet', 'letter', 'signUp'] },
];

function FallbackColumns() {
  const appHidden = useHiddenMemberLinks().includes('APPDownload');
  return (
    <>
      {FALLBACK_COLUMNS.map((column) => (
        <nav key={column.title} className="dk-footer-col" aria-label={t(column.title)}>
          <h2 className="dk-footer-title">{t(column.title)}</h2>
          {column.tabs.map((tab) => (
            <FooterTab key={tab} tab={tab} className="dk-footer-link" />
          ))}
        </nav>
      ))}
      <nav className="dk-footer-col" aria-label={t('footer.help')}>
        <h2 className="dk-footer-title">{t('footer.help')}</h2>
        <AppLink to="/faq" className="dk-footer-link">
          <Icon name="question" />
          {t('nav.faq')}
        </AppLink>
        {!appHidden && (
          <AppLink to="/app" className="dk-footer-link">
            <Icon name="phone" />
            {t('nav.app')}
          </AppLink>
        )}
        <FooterTab tab="customerService" className="dk-footer-link" />
      </nav>
    </>
  );
}

/** The operator's footer (/arks/web/footer) as columns by group, after the site's brand block. */
function OperatorColumns() {
  const { data, isPending } = useFooterItems();
  // Nothing while loading (the footer sits below the fold); the fallback only when there is nothing to show.
  if (isPending) return null;
  const groups = groupFooterItems(data ?? []);
  if (groups.length === 0) return <FallbackColumns />;
  return groups.map((group) => {
    const key = footerGroupKey(group.name);
    const title = key ? t(key) : group.name;
    return (
      <nav key={group.name} className="dk-footer-col" aria-label={title}>
        <h2 className="dk-footer-title">{title}</h2>
        {group.items.map((item) => (
          <FooterItemLink key={item.id} item={item} className="dk-footer-link" />
        ))}
      </nav>
    );
  });
}

export function DesktopFooter() {
  return (
    <footer className="dk-footer">
      <div className="dk-footer-grid">
        <section className="dk-footer-brand" aria-label={config.SITE_NAME}>
          <p className="dk-footer-name">{config.SITE_NAME}</p>
          <p className="dk-footer-about">{t('footer.about', { site: config.SITE_NAME })}</p>
          <p className="dk-footer-badges">
            <span className="dk-badge dk-badge--age">18+</span>
            <span className="dk-badge">
              <Icon name="shield" />
              {t('footer.responsible')}
            </span>
          </p>
          <AppLink to={RESPONSIBLE_GAMING_PATH} className="dk-footer-link dk-footer-rg">
            <Icon name="shield" />
            {t('footer.responsible_gaming')}
          </AppLink>
        </section>
        <OperatorColumns />
      </div>
      <p className="dk-footer-copy">
        {t('footer.copyright', { year: new Date().getFullYear(), site: config.SITE_NAME })}
      </p>
    </footer>
  );
}
