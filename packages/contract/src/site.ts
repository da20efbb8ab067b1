import type { PageAnalytics, SiteAnalytics } from './analytics.js';
import type { Currency } from './currencies.js';
import type { Locale } from './locales.js';
import type { RouteRule } from './route-rules.js';
import type { HideableMemberLink } from './routes.js';

export interface EnvConfig {
  /** Online customer-service address per locale (falls back to en_US). */
  customerUrl: Partial<Record<Locale, string>>;
  AGENT_BIND_FAST_PAYMENT_FLAG: 0 | 1;
  /** Hosts that route rules may redirect to. */
  redirectHosts: string[];
  /** Member-centre links this site does not offer; absent means all show. */
  hiddenMemberLinks?: HideableMemberLink[];
  /** The site's name for each agent level, level 1 first (agent-level-rename). */
  agentLevelNames?: string[];
  /** Members may apply to become agents (apply_for_agent/check answers 104 when not). */
  agentApplicationsOpen?: boolean;
  /** IANA zone the site's times are shown in; absent means DEFAULT_TIME_ZONE. */
  timeZone?: string;
  /** Analytics tags and where tracking events are sent (decision 0027); absent means none. */
  analytics?: SiteAnalytics;
  /** Country header to read the visitor's country from, when the site sits behind a CDN. */
  [key: string]: unknown;
}

export interface SiteDetail {
  site_id: number;
  site_name: string;
  site_title: string;
  site_title_en: string;
  template_name: string;
  mobile_template_name: string;
  currencies: Currency[];
  default_currency: Currency;
  locales: Locale[];
  default_locale: Locale;
  is_demo: boolean;
  env_config: EnvConfig;
}

export interface SiteDetailReply {
  detail: SiteDetail;
}

export interface WebLogo {
  id: number;
  /** desktop | mobile | favicon | app_icon */
  kind: string;
  photo_path: string;
}

export interface LogosReply {
  web_logo_list: WebLogo[];
}

/** The public config, delivered to the page inline before any script runs. */
export interface PublicConfig {
  TEMPLATE_NAME: string;
  MOBILE_TEMPLATE_NAME: string;
  SITE_NAME: string;
  SITE_TITLE: string;
  SITE_TITLE_EN: string;
  CONFIG_WEBSOCKET_URL: string;
  /** The SSL variant, used by pages served over https; empty means CONFIG_WEBSOCKET_URL. */
  CONFIG_WEBSOCKET_URL_SSL: string;
  SITE_ID: number;
  BUILD_ID: string;
  APP_ENV: string;
  IS_DEMO: boolean;
  DESKTOP_LOCK: boolean;
  CURRENCIES: Currency[];
  LOCALES: Locale[];
  DEFAULT_LOCALE: Locale;
  /** Locale for the visitor's country, when the country header named one the site offers. */
  COUNTRY_LOCALE: Locale | null;
  CUSTOMER_URL: Partial<Record<Locale, string>>;
  /** How long a link's agent id or invite code is kept, in minutes (site env_config registerLinkMinutes). */
  REGISTER_LINK_MINUTES: number;
  /** IANA zone every member-visible time is shown in (site setting; default America/Caracas, decision 0026). */
  TIME_ZONE: string;
  /** The analytics tags this host's pages load and the locales that send tracking events (production only). */
  ANALYTICS: PageAnalytics;
}

export const PUBLIC_CONFIG_GLOBAL = '__PLAYDECK_CONFIG__';

export interface BuildLatest {
  id: string;
  timestamp: number;
}

export interface BuildMeta {
  id: string;
  timestamp: number;
  /** Server route rules for the requesting site. */
  routeRules: RouteRule[];
  /** Hosts the route rules may redirect to. */
  redirectHosts: string[];
  /** Paths with a `{path}/_payload.json` snapshot. */
  prerendered: string[];
}
