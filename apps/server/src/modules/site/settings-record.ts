import type { Currency, EnvConfig, Locale, SiteAnalytics } from '@playdeck/contract';
import { ANALYTICS_TAGS, timeZoneOr } from '@playdeck/contract';
import type { SiteAnalyticsInput, SiteSettingsRecord, SiteSettingsUpdate } from '@playdeck/contract/admin';
import { rulesOf } from '../../lib/ip-rules.js';
import type { SiteChange } from './admin-repo.js';
import type { SiteRow } from './repo.js';

/** A site row as its owner edits it. */
export function toSettingsRecord(row: SiteRow): SiteSettingsRecord {
  const rules = rulesOf(row.envConfig);
  return {
    id: row.siteId,
    version: row.version,
    name: row.name,
    title: row.title,
    title_en: row.titleEn,
    domains: row.domains,
    template_name: row.templateName,
    mobile_template_name: row.mobileTemplateName,
    is_demo: row.isDemo,
    games_closed: row.gamesClosed,
    currencies: row.currencies,
    default_currency: row.currencies[0] ?? '',
    locales: row.locales,
    default_locale: row.defaultLocale,
    customer_urls: Object.fromEntries(
      Object.entries(row.envConfig.customerUrl ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ),
    route_rules: row.routeRules,
    redirect_hosts: row.envConfig.redirectHosts ?? [],
    blocked_ips: rules.ipDenyList ?? [],
    blocked_countries: rules.countryDenyList ?? [],
    require_country: rules.requireCountry === true,
    hidden_member_links: row.envConfig.hiddenMemberLinks ?? [],
    agent_level_names: row.envConfig.agentLevelNames ?? [],
    agent_applications_open: row.envConfig.agentApplicationsOpen !== false,
    time_zone: timeZoneOr(row.envConfig.timeZone),
    analytics: analyticsRecord(row.envConfig.analytics),
  };
}

/** Every tag, switched off and empty when the site never set it. */
function analyticsRecord(analytics: SiteAnalytics | undefined): SiteSettingsRecord['analytics'] {
  const tags = Object.fromEntries(
    ANALYTICS_TAGS.map((tag) => {
      const t = analytics?.tags?.[tag];
      const domainIds = Object.entries(t?.domain_ids ?? {}).map(([domain, id]) => ({ domain, id }));
      return [tag, { on: t?.on === true, id: t?.id ?? '', domain_ids: domainIds }];
    }),
  ) as SiteSettingsRecord['analytics']['tags'];
  return { tags, event_locales: analytics?.event_locales ?? [] };
}

function storedAnalytics(input: SiteAnalyticsInput): SiteAnalytics {
  const tags = Object.fromEntries(
    ANALYTICS_TAGS.map((tag) => {
      const t = input.tags[tag];
      return [tag, { on: t.on, id: t.id, domain_ids: Object.fromEntries(t.domain_ids.map((d) => [d.domain, d.id])) }];
    }),
  );
  return { tags, event_locales: input.event_locales as Locale[] };
}

/** The env_config the body leaves: the keys it sends replace theirs, every other key stays. */
function envConfigOf(before: EnvConfig, b: SiteSettingsUpdate): EnvConfig | undefined {
  const touchesRules = b.blocked_ips ?? b.blocked_countries ?? b.require_country;
  const touchesMembers = b.hidden_member_links ?? b.agent_level_names ?? b.agent_applications_open ?? b.time_zone;
  const touches = b.customer_urls ?? b.redirect_hosts ?? b.analytics ?? touchesRules ?? touchesMembers;
  if (touches === undefined) return undefined;
  const env: EnvConfig = { ...before };
  if (b.hidden_member_links) env.hiddenMemberLinks = b.hidden_member_links;
  if (b.agent_level_names) env.agentLevelNames = b.agent_level_names;
  if (b.agent_applications_open !== undefined) env.agentApplicationsOpen = b.agent_applications_open;
  if (b.time_zone) env.timeZone = b.time_zone;
  if (b.analytics) env.analytics = storedAnalytics(b.analytics);
  if (b.customer_urls) {
    env.customerUrl = Object.fromEntries(Object.entries(b.customer_urls).filter(([, url]) => url));
  }
  if (b.redirect_hosts) env.redirectHosts = b.redirect_hosts;
  if (touchesRules !== undefined) {
    const rules = { ...rulesOf(before) };
    if (b.blocked_ips) rules.ipDenyList = b.blocked_ips;
    if (b.blocked_countries) rules.countryDenyList = b.blocked_countries;
    if (b.require_country !== undefined) rules.requireCountry = b.require_country;
    env.ipRules = rules;
  }
  return env;
}

/** The columns a settings body changes (fields it does not send stay). The default currency goes first. */
export function settingsChange(before: SiteRow, b: SiteSettingsUpdate): SiteChange {
  const currencies =
    b.currencies && b.default_currency
      ? ([b.default_currency, ...b.currencies.filter((c) => c !== b.default_currency)] as Currency[])
      : undefined;
  const change: SiteChange = {
    name: b.name,
    title: b.title,
    titleEn: b.title_en,
    domains: b.domains,
    templateName: b.template_name,
    mobileTemplateName: b.mobile_template_name,
    isDemo: b.is_demo,
    gamesClosed: b.games_closed,
    currencies,
    locales: b.locales as Locale[] | undefined,
    defaultLocale: b.default_locale as Locale | undefined,
    envConfig: envConfigOf(before.envConfig, b),
    routeRules: b.route_rules,
  };
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
}
