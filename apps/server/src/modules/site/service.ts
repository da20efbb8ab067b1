import type { EnvConfig, Locale, LogosReply, PageAnalytics, PublicConfig, SiteDetail } from '@playdeck/contract';
import { isLocale, NO_ANALYTICS, pageAnalytics, timeZoneOr } from '@playdeck/contract';
import type { Config } from '../../config.js';
import type { SiteRecord } from './directory.js';

export function toSiteDetail(site: SiteRecord): SiteDetail {
  return {
    site_id: site.siteId,
    site_name: site.name,
    site_title: site.title,
    site_title_en: site.titleEn,
    template_name: site.templateName,
    mobile_template_name: site.mobileTemplateName,
    currencies: site.currencies,
    default_currency: site.currencies[0] ?? 'USD',
    locales: site.locales,
    default_locale: site.defaultLocale,
    is_demo: site.isDemo,
    env_config: publicEnvConfig(site.envConfig),
  };
}

/**
 * What pages may read of env_config: the blocked addresses and countries stay on the server, and the
 * analytics settings reach a page only as its host's tags, in the public config (pageAnalyticsFor).
 */
function publicEnvConfig(env: EnvConfig): EnvConfig {
  const { ipRules: _private, analytics: _perHost, ...rest } = env;
  return rest as EnvConfig;
}

/** The analytics tags a page of `host` loads, in production only (a development or test page loads none). */
export function pageAnalyticsFor(site: SiteRecord, config: Config, host: string): PageAnalytics {
  const production = config.NODE_ENV === 'production' && config.APP_ENV === 'production';
  return production ? pageAnalytics(site.envConfig.analytics, host) : NO_ANALYTICS;
}

export function toLogos(site: SiteRecord): LogosReply {
  return { web_logo_list: site.logos.map((l) => ({ id: l.id, kind: l.kind, photo_path: l.photoPath })) };
}

/** The request's locale: `lang` header, then Accept-Language, then the site default (DESIGN: API conventions). */
export function pickLocale(site: SiteRecord, langHeader: unknown, acceptLanguage: Locale | undefined): Locale {
  if (isLocale(langHeader) && site.locales.includes(langHeader)) return langHeader;
  if (acceptLanguage && site.locales.includes(acceptLanguage)) return acceptLanguage;
  return site.defaultLocale;
}

export function toPublicConfig(
  site: SiteRecord,
  config: Config,
  buildId: string,
  countryLocale: Locale | undefined,
  analytics: PageAnalytics = NO_ANALYTICS,
): PublicConfig {
  return {
    TEMPLATE_NAME: site.templateName,
    MOBILE_TEMPLATE_NAME: site.mobileTemplateName,
    SITE_NAME: site.name,
    SITE_TITLE: site.title,
    SITE_TITLE_EN: site.titleEn,
    CONFIG_WEBSOCKET_URL: config.CONFIG_WEBSOCKET_URL,
    CONFIG_WEBSOCKET_URL_SSL: config.CONFIG_WEBSOCKET_URL_SSL,
    SITE_ID: site.siteId,
    BUILD_ID: buildId,
    APP_ENV: config.APP_ENV,
    IS_DEMO: site.isDemo,
    DESKTOP_LOCK: config.DESKTOP_LOCK,
    CURRENCIES: site.currencies,
    LOCALES: site.locales,
    DEFAULT_LOCALE: site.defaultLocale,
    COUNTRY_LOCALE: countryLocale && site.locales.includes(countryLocale) ? countryLocale : null,
    CUSTOMER_URL: site.envConfig.customerUrl,
    REGISTER_LINK_MINUTES: positiveNumber(site.envConfig.registerLinkMinutes, 60),
    TIME_ZONE: timeZoneOr(site.envConfig.timeZone),
    ANALYTICS: analytics,
  };
}

const positiveNumber = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
