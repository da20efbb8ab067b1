import { config } from '../../../shared/config/public-config';
import { currentLocale, t } from '../../../shared/i18n/translate';
import { useLayout } from '../../../shared/stores/layout-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icons';
import { useSponsors } from '../api/pages';
import { outerHref } from '../../../shared/lib/safe-links';
import { LoadFailed, SkeletonCards } from './content-states';
import './content.css';

/** /sponsor: the operator's sponsorships for the template in use (/web/model_sponsor). */
export default function SponsorPage() {
  const mode = useLayout((s) => s.mode);
  const template = mode === 'desktop' ? config.TEMPLATE_NAME : config.MOBILE_TEMPLATE_NAME;
  const { data, isPending, isError, refetch } = useSponsors(template, currentLocale());
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
      <div className="container page" aria-busy={isPending}>
        {isPending ? (
          <SkeletonCards grid="sponsor-grid" card="sponsor-card" picture="sponsor-photo" />
        ) : isError ? (
          <div className="card">
            <LoadFailed icon="trophy" onRetry={() => void refetch()} />
          </div>
        ) : data.length === 0 ? (
          <div className="card">
            <EmptyState icon="trophy" title={t('sponsor.empty')} description={t('sponsor.empty_text')} />
          </div>
        ) : (
          <ul className="sponsor-grid">
            {data.map((sponsor) => {
              const href = outerHref(sponsor.url);
              return (
                <li key={sponsor.id} className="card sponsor-card">
                  <img className="sponsor-photo" src={sponsor.photo} alt="" width={640} height={400} decoding="async" />
                  <div className="sponsor-body">
                    <h2 className="sponsor-name">{sponsor.name}</h2>
                    {sponsor.description && <p className="sponsor-text">{sponsor.description}</p>}
                    {href && (
                      <a
                        className="btn btn--outline btn--sm sponsor-link"
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {t('sponsor.visit')}
                        <span className="visually-hidden">{` — ${sponsor.name}`}</span>
                        <Icon name="link" />
                      </a>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
