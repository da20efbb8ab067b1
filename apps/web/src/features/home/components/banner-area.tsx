import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { openPage } from '../../../shared/lib/navigation';
import { useLayout } from '../../../shared/stores/layout-store';
import { openModal } from '../../../shared/stores/modal-store';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';
import { GAME_TYPE_ICONS, Icon } from '../../../shared/ui/icons';
import './banner.css';

/**
 * The carousel area. Until the operator publishes banners (carousel_picture, a later issue) it shows the
 * site's own welcome slide, so the first screen is never an empty box.
 */
export function BannerArea() {
  const member = useSession(isLoggedIn);
  const mode = useLayout((s) => s.mode);
  return (
    <section className="banner" aria-label={t('home.banner')}>
      <div className="banner-slide container">
        <div className="banner-copy">
          <p className="banner-kicker">{t('home.hero_kicker')}</p>
          <h1 className="banner-title">{t('home.hero_title', { site: config.SITE_NAME })}</h1>
          <p className="banner-text">{t('home.hero_text')}</p>
          {member ? (
            <button
              type="button"
              className="btn btn--primary banner-cta"
              onClick={() => void openPage('/user/Deposit', mode)}
            >
              {t('home.deposit_now')}
            </button>
          ) : (
            <button type="button" className="btn btn--primary banner-cta" onClick={() => openModal('register')}>
              {t('home.join_now')}
            </button>
          )}
        </div>
        <div className="banner-art" aria-hidden="true">
          <span className="banner-card banner-card--a">
            <Icon name={GAME_TYPE_ICONS[3]} />
          </span>
          <span className="banner-card banner-card--b">
            <Icon name={GAME_TYPE_ICONS[2]} />
          </span>
          <span className="banner-card banner-card--c">
            <Icon name={GAME_TYPE_ICONS[4]} />
          </span>
          <span className="banner-coin banner-coin--1" />
          <span className="banner-coin banner-coin--2" />
          <span className="banner-coin banner-coin--3" />
        </div>
      </div>
    </section>
  );
}
