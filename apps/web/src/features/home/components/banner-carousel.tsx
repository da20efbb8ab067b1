import type { Banner } from '@playdeck/contract';
import type { TouchEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { Icon } from '../../../shared/ui/icons';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { BannerSlide } from './banner-slide';
import './banner-carousel.css';

/** A horizontal swipe shorter than this is a tap (or a page scroll), not a change of slide. */
const SWIPE_PX = 40;

interface BannerCarouselProps {
  banners: Banner[];
  /** Milliseconds a banner stays before the next (template config banner_interval). */
  intervalMs: number;
}

/**
 * The operator's banners: one at a time, moving on by itself unless the pointer or focus is on it,
 * the visitor paused it, the tab is hidden or the visitor prefers reduced motion; dots, previous/next
 * buttons and swipes move it by hand.
 */
export function BannerCarousel({ banners, intervalMs }: BannerCarouselProps) {
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const touchX = useRef<number | null>(null);
  const current = count > 0 ? index % count : 0;
  const autoplay = count > 1 && !reducedMotion && !stopped;
  const moving = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) setIndex((i) => (i + 1) % count);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [moving, intervalMs, count, current]);

  const go = (next: number) => setIndex((next + count) % count);
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? current + 1 : current - 1);
  };

  return (
    <section
      className="carousel"
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banner')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className="carousel-viewport"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        // Screen readers hear the new slide only when someone moved it, not every few seconds.
        aria-live={moving ? 'off' : 'polite'}
      >
        <div className="carousel-track" style={{ transform: `translateX(${-100 * current}%)` }}>
          {banners.map((banner, i) => {
            const label = t('home.slide_of', { n: i + 1, total: count });
            return (
              <div
                key={banner.id}
                className="carousel-slide"
                role="group"
                aria-roledescription={t('home.slide')}
                aria-label={label}
                aria-hidden={i !== current}
                inert={i !== current}
              >
                <BannerSlide
                  banner={banner}
                  first={i === 0}
                  // The slides beside the shown one load ahead, so a move never shows an empty frame.
                  near={i === (current + 1) % count || i === (current - 1 + count) % count}
                  label={label}
                />
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="carousel-arrow carousel-arrow--prev"
            aria-label={t('home.slide_prev')}
            onClick={() => go(current - 1)}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="carousel-arrow carousel-arrow--next"
            aria-label={t('home.slide_next')}
            onClick={() => go(current + 1)}
          >
            <Icon name="chevronRight" />
          </button>
          <div className="carousel-controls">
            {!reducedMotion && (
              <button
                type="button"
                className="carousel-toggle"
                aria-label={stopped ? t('home.slide_play') : t('home.slide_pause')}
                onClick={() => setStopped((s) => !s)}
              >
                {stopped ? <Icon name="play" /> : <span className="carousel-pause" aria-hidden="true" />}
              </button>
            )}
            <div className="carousel-dots">
              {banners.map((banner, i) => (
                <button
                  key={banner.id}
                  type="button"
                  className="carousel-dot"
                  aria-label={t('home.slide_go', { n: i + 1 })}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              ))}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
