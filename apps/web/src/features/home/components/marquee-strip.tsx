import { Suspense, lazy, useState } from 'react';
import type { CSSProperties } from 'react';
import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { Icon } from '../../../shared/ui/icons';
import { useAnnouncements } from '../api/content';
import './marquee.css';

const AnnouncementsModal = lazy(() => import('./announcements-modal'));

/** Scroll speed: about 60 px a second reads comfortably whatever the length (an estimate per character). */
const SECONDS_PER_CHAR = 0.14;
const MIN_SECONDS = 12;

/**
 * Scrolling announcements for visitors or members; a click lists them all in a dialog. Without any it
 * carries the site's welcome line.
 */
export function MarqueeStrip() {
  const announcements = useAnnouncements();
  const [open, setOpen] = useState(false);
  const list = announcements.data ?? [];
  if (list.length === 0) {
    return (
      <section className="marquee" aria-label={t('home.announcements')}>
        <span className="marquee-icon">
          <Icon name="speaker" />
        </span>
        <div className="marquee-track">
          <p className="marquee-text">{t('home.marquee_empty', { site: config.SITE_NAME })}</p>
        </div>
      </section>
    );
  }
  const text = list.map((item) => item.content).join('     ·     ');
  const duration = { '--marquee-duration': `${Math.max(MIN_SECONDS, text.length * SECONDS_PER_CHAR)}s` };
  return (
    <section className="marquee" aria-label={t('home.announcements')}>
      <span className="marquee-icon">
        <Icon name="speaker" />
      </span>
      <button
        type="button"
        className="marquee-track marquee-button"
        aria-haspopup="dialog"
        aria-label={`${t('home.announcements_all')}: ${text}`}
        onClick={() => setOpen(true)}
      >
        <span className="marquee-text" style={duration as CSSProperties}>
          {text}
        </span>
      </button>
      <span className="marquee-more" aria-hidden="true">
        <Icon name="chevronRight" />
      </span>
      {open && (
        <Suspense fallback={null}>
          <AnnouncementsModal announcements={list} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
