import type { Locale } from './locales.js';

/** The analytics tags a site may load (decision 0027): each has its own per-site switch. */
export const ANALYTICS_TAGS = ['web_analytics', 'tag_manager', 'session_recorder', 'ad_pixel'] as const;
export type AnalyticsTag = (typeof ANALYTICS_TAGS)[number];

/**
 * The only ids a tag accepts. Letters, digits and one dash: an id goes into a script address, so nothing
 * an operator types can add a parameter, a path or markup to it.
 */
export const ANALYTICS_ID_PATTERNS: Record<AnalyticsTag, RegExp> = {
  web_analytics: /^G-[A-Z0-9]{4,16}$/,
  tag_manager: /^GTM-[A-Z0-9]{4,12}$/,
  session_recorder: /^[a-z0-9]{6,16}$/,
  ad_pixel: /^[0-9]{8,20}$/,
};

/** One tag as the owner sets it: the site's id, and an own id for a domain that reports apart. */
export interface AnalyticsTagSetting {
  on: boolean;
  /** The id every domain of the site uses unless it has its own; may be empty when every domain has one. */
  id: string;
  /** Host name → id. */
  domain_ids?: Record<string, string>;
}

/** A site's analytics (env_config.analytics). */
export interface SiteAnalytics {
  tags: Partial<Record<AnalyticsTag, AnalyticsTagSetting>>;
  /** The locales whose pages send tracking events (registration, deposit); empty means every one. */
  event_locales: Locale[];
}

/** What one page of one host loads: the ids of the tags that are on there (none outside production). */
export interface PageAnalytics {
  tags: Partial<Record<AnalyticsTag, string>>;
  event_locales: Locale[];
}

export const NO_ANALYTICS: PageAnalytics = { tags: {}, event_locales: [] };

export const isAnalyticsId = (tag: AnalyticsTag, id: unknown): id is string =>
  typeof id === 'string' && ANALYTICS_ID_PATTERNS[tag].test(id);

/**
 * The tags a page of `host` loads: those switched on, with the host's own id or else the site's, and
 * only an id that still matches its pattern (a row written by hand cannot slip a script in either).
 */
export function pageAnalytics(analytics: SiteAnalytics | undefined, host: string): PageAnalytics {
  if (!analytics) return NO_ANALYTICS;
  const tags: PageAnalytics['tags'] = {};
  for (const tag of ANALYTICS_TAGS) {
    const setting = analytics.tags?.[tag];
    if (!setting?.on) continue;
    const id = setting.domain_ids?.[host.toLowerCase()] || setting.id;
    if (isAnalyticsId(tag, id)) tags[tag] = id;
  }
  return { tags, event_locales: Array.isArray(analytics.event_locales) ? analytics.event_locales : [] };
}

/** Where each tag's scripts come from and send to: the page's CSP allows exactly these while it is on. */
export const ANALYTICS_SOURCES: Record<AnalyticsTag, { script: string[]; connect: string[] }> = {
  web_analytics: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  tag_manager: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com'],
  },
  session_recorder: {
    script: ['https://www.clarity.ms', 'https://scripts.clarity.ms'],
    connect: ['https://*.clarity.ms'],
  },
  ad_pixel: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
};

/** The script a tag loads, for an id that matches its pattern. */
export function analyticsScriptUrl(tag: AnalyticsTag, id: string): string {
  switch (tag) {
    case 'web_analytics':
      return `https://www.googletagmanager.com/gtag/js?id=${id}`;
    case 'tag_manager':
      return `https://www.googletagmanager.com/gtm.js?id=${id}`;
    case 'session_recorder':
      return `https://www.clarity.ms/tag/${id}`;
    case 'ad_pixel':
      return 'https://connect.facebook.net/en_US/fbevents.js';
  }
}

/** The CSP sources the page's tags need, each once. */
export function analyticsCspSources(page: PageAnalytics): { script: string[]; connect: string[] } {
  const script = new Set<string>();
  const connect = new Set<string>();
  for (const tag of ANALYTICS_TAGS) {
    if (!page.tags[tag]) continue;
    ANALYTICS_SOURCES[tag].script.forEach((s) => script.add(s));
    ANALYTICS_SOURCES[tag].connect.forEach((s) => connect.add(s));
  }
  return { script: [...script], connect: [...connect] };
}

/** Whether a page in `locale` sends tracking events (the ad pixel on, and the locale listed or none). */
export function sendsTrackingEvents(page: PageAnalytics, locale: string): boolean {
  if (!page.tags.ad_pixel) return false;
  return page.event_locales.length === 0 || (page.event_locales as string[]).includes(locale);
}
