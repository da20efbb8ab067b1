import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { isIosSafari } from '../../../shared/lib/device';
import { openModal } from '../../../shared/stores/modal-store';
import { Icon } from '../../../shared/ui/icons';
import './content.css';

/** /app: the app download page; with no store links configured it offers the home-screen shortcut. */
export default function AppPage() {
  const ios = isIosSafari(navigator.userAgent);
  return (
    <div className="app-download">
      <section className="content-hero app-hero">
        <div className="container app-hero-grid">
          <div>
            <h1 className="content-hero-title">{t('app.title', { site: config.SITE_NAME })}</h1>
            <p className="content-hero-text">{t('app.text')}</p>
            <div className="app-actions">
              <button type="button" className="btn btn--ghost" disabled>
                <Icon name="download" />
                {t('app.ios')}
              </button>
              <button type="button" className="btn btn--ghost" disabled>
                <Icon name="download" />
                {t('app.android')}
              </button>
            </div>
            <p className="app-note">{t('app.unavailable')}</p>
            <button type="button" className="btn btn--primary app-home" onClick={() => openModal('iosHint')}>
              <Icon name="share" />
              {ios ? t('app.add_to_home_ios') : t('app.add_to_home')}
            </button>
          </div>
          <div className="app-phone" aria-hidden="true">
            <div className="app-phone-screen">
              <span className="app-phone-logo">{config.SITE_NAME}</span>
              <span className="app-phone-row" />
              <span className="app-phone-row app-phone-row--short" />
              <span className="app-phone-tiles">
                <i />
                <i />
                <i />
                <i />
              </span>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
