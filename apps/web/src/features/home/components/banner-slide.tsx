import type { Banner } from '@playdeck/contract';
import { config } from '../../../shared/config/public-config';
import { useLayout } from '../../../shared/stores/layout-store';
import { useViewCurrency } from '../../../shared/stores/view-currency';
import { bannerAction } from '../lib/banner-click';
import { ActionTarget } from './action-target';

/** The pictures' own sizes (use_type 0 desktop 1920x520, 2 mobile 750x360), so the box is known at once. */
export const BANNER_SIZE = { desktop: { width: 1920, height: 520 }, mobile: { width: 750, height: 360 } } as const;

interface BannerSlideProps {
  banner: Banner;
  /** The first picture is the page's largest paint: fetched at once and first; the others when near. */
  first: boolean;
  /** Next to the shown slide: fetched now rather than when scrolled into view. */
  near: boolean;
  label: string;
}

/** One banner picture, wrapped in whatever its click does: a link, a game button, or nothing. */
export function BannerSlide({ banner, first, near, label }: BannerSlideProps) {
  const mode = useLayout((s) => s.mode);
  const currency = useViewCurrency();
  const size = BANNER_SIZE[mode];
  const action = bannerAction(banner, { isDemo: config.IS_DEMO, viewCurrency: currency, mode });
  return (
    <ActionTarget action={action} className="carousel-link" name={banner.title || label}>
      <img
        className="carousel-img"
        src={banner.url}
        alt={banner.title || label}
        width={size.width}
        height={size.height}
        loading={first || near ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        draggable={false}
      />
    </ActionTarget>
  );
}
