import type { Currency } from '@playdeck/contract';
import { DISPLAY_DEVICE } from '@playdeck/contract';
import { config } from '../../config/public-config';
import type { LayoutMode } from '../../lib/device';

/** What every catalogue call sends: the site, the shown currency and the device the page is for. */
export interface CatalogueView {
  currency: Currency;
  mode: LayoutMode;
}

export const siteIdParam = () => config.SITE_ID || undefined;

export const deviceParam = (mode: LayoutMode) => (mode === 'desktop' ? DISPLAY_DEVICE.desktop : DISPLAY_DEVICE.mobile);

/** The template the page is drawn with: the desktop template or the mobile one. */
export const templateParam = (mode: LayoutMode) =>
  mode === 'desktop' ? config.TEMPLATE_NAME : config.MOBILE_TEMPLATE_NAME;
