import { useHiddenMemberLinks } from '../../../shared/api/site/hidden-member-links';
import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { openPage } from '../../../shared/lib/navigation';
import { useLayout } from '../../../shared/stores/layout-store';
import { openModal } from '../../../shared/stores/modal-store';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';
import { GAME_TYPE_ICONS, Icon } from '../../../shared/ui/icons';
import { useBanners, useTemplateConfig } from '../api/content';
import { BannerCarousel } from './banner-carousel';
import './banner.css';
import { DEPOSIT_PATH } from '../../../shared/lib/member-links';

/** Five seconds per banner unless the template config says otherwise. */
const DEFAULT_INTERVAL_MS = 5_000;

/**
 * The carousel area: the operator's banners, or, when the site has none (or they cannot be read), the
 * site's own welcome slide, so the first screen is never an empty box. While the banners load, a box of
 * their size holds the place so nothing jumps when the first picture arrives.
 */
export function BannerArea() {
  const banners = useBanners();
  const templateConfig = useTemplateConfig();
  if (banners.isPending) return <div className="carousel-skeleton" aria-hidden="true" />;
  const list = banners.data ?? [];
  if (list.length === 0) return <WelcomeSlide />;
  const seconds = templateConfig.data?.banner_interval;
  return (
    <>
      {/* The welcome slide carries the page's heading; with pictures instead, it is kept for assistive tech. */}
      <h1 className="visually-hidden">{config.SITE_TITLE || config.SITE_NAME}</h1>
      <BannerCarousel banners={list} intervalMs={seconds && seconds > 0 ? seconds * 1000 : DEFAULT_INTERVAL_MS} />
    </>
  );
}

/** The site's own hero, shown when the operator has published no banners. */
function WelcomeSlide() {
  const member = useSession(isLoggedIn);
  const mode = useLayout((s) => s.mode);
  const depositHidden = useHiddenMemberLinks().includes('Deposit');
  return (
    <section className="banner" aria-label={t('home.banner')}>
      <div className="banner-slide container">
        <div className="banner-copy">
          <p className="banner-kicker">{t('home.hero_kicker')}</p>
          <h1 className="banner-title">{t('home.hero_title', { site: config.SITE_NAME })}</h1>
          <p className="banner-text">{t('home.hero_text')}</p>
          {member ? (
            depositHidden ? null : (
              <button
                type="button"
                className="btn btn--primary banner-cta"
                onClick={() => void openPage(DEPOSIT_PATH, mode)}
              >
                {t('home.deposit_now')}
              </button>
            )
          ) : (
            <button
              type="button"
              className="btn btn--primary banner-cta"
              data-visitor-only=""
              onClick={() => openModal('register')}
            >
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
