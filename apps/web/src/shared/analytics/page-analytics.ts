import type { PageAnalytics, PublicConfig } from '@playdeck/contract';
import { ANALYTICS_TAGS, NO_ANALYTICS, isAnalyticsId, sendsTrackingEvents } from '@playdeck/contract';
import { config } from '../config/public-config';
import { usePreferences } from '../stores/preferences-store';

/**
 * The tags this page may load: only a production build served by a production server, and only
 * ids that match their tag's pattern (the page checks again what the server checked on save).
 */
export function activeAnalytics(site: Pick<PublicConfig, 'APP_ENV' | 'ANALYTICS'>, productionBuild: boolean) {
  if (!productionBuild || site.APP_ENV !== 'production' || !site.ANALYTICS) return NO_ANALYTICS;
  const tags: PageAnalytics['tags'] = {};
  for (const tag of ANALYTICS_TAGS) {
    const id = site.ANALYTICS.tags?.[tag];
    if (isAnalyticsId(tag, id)) tags[tag] = id;
  }
  const locales = Array.isArray(site.ANALYTICS.event_locales) ? site.ANALYTICS.event_locales : [];
  return { tags, event_locales: locales };
}

export const pageAnalytics: PageAnalytics = activeAnalytics(config, import.meta.env.PROD);

export const hasAnalyticsTags = (page: PageAnalytics) => Object.keys(page.tags).length > 0;

/** This page sends tracking events in the language it shows now (ad pixel on, locale listed). */
export const sendsTracking = (page: PageAnalytics = pageAnalytics) =>
  sendsTrackingEvents(page, usePreferences.getState().locale);
