import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icons';
import './content.css';

/** /sponsor: the operator's sponsorships (model_sponsor list, a later issue). */
export default function SponsorPage() {
  return (
    <div className="sponsor">
      <section className="content-hero">
        <div className="container">
          <span className="content-hero-icon">
            <Icon name="trophy" />
          </span>
          <h1 className="content-hero-title">{t('sponsor.title')}</h1>
          <p className="content-hero-text">{t('sponsor.text', { site: config.SITE_NAME })}</p>
        </div>
      </section>
      <div className="container page">
        <div className="card">
          <EmptyState icon="trophy" title={t('sponsor.empty')} description={t('sponsor.empty_text')} />
        </div>
      </div>
    </div>
  );
}
