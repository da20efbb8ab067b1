import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { AppLink } from '../../../shared/ui/app-link';
import { Icon } from '../../../shared/ui/icons';
import type { FooterTabKey } from './footer-tabs';
import { FooterTab } from './footer-tabs';
import './desktop-footer.css';

const COLUMNS: { title: string; tabs: FooterTabKey[] }[] = [
  { title: 'footer.quick_links', tabs: ['home', 'discount', 'sponsor', 'announcement'] },
  { title: 'footer.my_account', tabs: ['deposit', 'withdrawal', 'wallet', 'letter', 'signUp'] },
];

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
        </section>
        {COLUMNS.map((column) => (
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
          <AppLink to="/app" className="dk-footer-link">
            <Icon name="phone" />
            {t('nav.app')}
          </AppLink>
          <AppLink to="/main" className="dk-footer-link">
            <Icon name="info" />
            {t('nav.about')}
          </AppLink>
          <FooterTab tab="customerService" className="dk-footer-link" />
        </nav>
      </div>
      <p className="dk-footer-copy">
        {t('footer.copyright', { year: new Date().getFullYear(), site: config.SITE_NAME })}
      </p>
    </footer>
  );
}
