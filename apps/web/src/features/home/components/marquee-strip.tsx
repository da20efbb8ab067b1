import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { Icon } from '../../../shared/ui/icons';
import './marquee.css';

/** Scrolling announcements; until there are some it carries the site's welcome line. */
export function MarqueeStrip() {
  const text = t('home.marquee_empty', { site: config.SITE_NAME });
  return (
    <section className="marquee" aria-label={t('home.announcements')}>
      <span className="marquee-icon">
        <Icon name="speaker" />
      </span>
      <div className="marquee-track">
        <p className="marquee-text">{text}</p>
      </div>
    </section>
  );
}
