import { z } from 'zod';
import { ANALYTICS_ID_PATTERNS, ANALYTICS_TAGS } from '../analytics.js';
import type { AnalyticsTag } from '../analytics.js';
import { H5_TEMPLATES } from '../content.js';
import { CURRENCIES } from '../currencies.js';
import { LOCALES } from '../locales.js';
import { HIDEABLE_MEMBER_LINKS } from '../routes.js';
import { PUBLIC_TEMPLATE_CHANNEL_TEMPLATES } from '../realtime.js';
import { plainText, text } from '../text.js';
import { isTimeZone } from '../time-zone.js';
import { rowVersion } from './fields.js';
import {
  ipRuleProblem,
  isCountryCode,
  isHostName,
  isHostPattern,
  isHttpUrl,
  redirectProblem,
  routePathProblem,
} from './site-rules.js';

/** The desktop templates the member site knows (their public channels), and its mobile ones. */
export const DESKTOP_TEMPLATES = PUBLIC_TEMPLATE_CHANNEL_TEMPLATES;
export const MOBILE_TEMPLATES = H5_TEMPLATES;
export const ROUTE_RULE_STATUSES = [301, 302, 307, 308] as const;

/** A string field checked by one of the address rules (its message says what is wanted). */
const checked = (max: number, problem: (value: string) => string | undefined) =>
  text()
    .trim()
    .min(1)
    .max(max)
    .superRefine((value, ctx) => {
      const why = problem(value);
      if (why) ctx.addIssue({ code: 'custom', message: why });
    });
const lowerChecked = (max: number, ok: (value: string) => boolean, message: string) =>
  text().trim().toLowerCase().min(1).max(max).refine(ok, message);
const distinct = <T>(list: T[]) => new Set(list).size === list.length;

const hostName = lowerChecked(253, isHostName, 'must be a host name such as www.example.com (no scheme, no port)');
const hostPattern = lowerChecked(255, isHostPattern, 'must be a host name, or *. and a domain');
const customerUrl = text()
  .trim()
  .max(500)
  .refine((v) => v === '' || isHttpUrl(v), 'must be an http(s) address');

export const routeRule = z.strictObject({
  path: checked(200, routePathProblem),
  /** A path on this site or an http(s) address; checked against `redirect_hosts` with the whole body. */
  redirect: text().trim().min(1).max(500),
  status: z.literal(ROUTE_RULE_STATUSES).optional(),
});
export type RouteRuleInput = z.infer<typeof routeRule>;

const ID_EXAMPLES: Record<AnalyticsTag, string> = {
  web_analytics: 'G-AB12CD34EF',
  tag_manager: 'GTM-AB12CD3',
  session_recorder: 'ab12cd34ef',
  ad_pixel: '123456789012345',
};
/** A tag's id: its pattern only, so an id can never carry script into the page. */
const analyticsId = (tag: AnalyticsTag) =>
  text()
    .trim()
    .max(40)
    .transform((v) => (tag === 'session_recorder' ? v.toLowerCase() : v.toUpperCase()))
    .refine((v) => v === '' || ANALYTICS_ID_PATTERNS[tag].test(v), `must be an id such as ${ID_EXAMPLES[tag]}`);

const analyticsTagInput = (tag: AnalyticsTag) =>
  z
    .strictObject({
      on: z.boolean(),
      id: analyticsId(tag),
      /** A domain of the site that reports under its own id. */
      domain_ids: z
        .array(z.strictObject({ domain: hostName, id: analyticsId(tag).refine((v) => v !== '', 'is required') }))
        .max(20)
        .refine((list) => distinct(list.map((d) => d.domain)), 'each domain once'),
    })
    .refine((t) => !t.on || t.id !== '' || t.domain_ids.length > 0, {
      path: ['id'],
      message: 'is required to switch the tag on',
    });

/** The analytics tags, each with its own switch, and the locales that send tracking events. */
export const siteAnalyticsInput = z.strictObject({
  tags: z.strictObject(
    Object.fromEntries(ANALYTICS_TAGS.map((tag) => [tag, analyticsTagInput(tag)])) as {
      [K in AnalyticsTag]: ReturnType<typeof analyticsTagInput>;
    },
  ),
  event_locales: z.array(z.enum(LOCALES)).refine(distinct, 'each once'),
});
export type SiteAnalyticsInput = z.infer<typeof siteAnalyticsInput>;

const analyticsTagRecord = z.object({
  on: z.boolean(),
  id: z.string(),
  domain_ids: z.array(z.object({ domain: z.string(), id: z.string() })),
});

/** A site as its owner edits it: everything the member site reads from its site row. */
export const siteSettingsRecord = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  title: z.string(),
  title_en: z.string(),
  domains: z.array(z.string()),
  template_name: z.string(),
  mobile_template_name: z.string(),
  is_demo: z.boolean(),
  games_closed: z.boolean(),
  currencies: z.array(z.string()),
  default_currency: z.string(),
  locales: z.array(z.string()),
  default_locale: z.string(),
  /** Locale id → the online customer-service address. */
  customer_urls: z.record(z.string(), z.string()),
  route_rules: z.array(z.object({ path: z.string(), redirect: z.string(), status: z.number().int().optional() })),
  redirect_hosts: z.array(z.string()),
  blocked_ips: z.array(z.string()),
  blocked_countries: z.array(z.string()),
  /** Refuse a visitor whose country the edge does not say (202 at login, 218 at registration). */
  require_country: z.boolean(),
  hidden_member_links: z.array(z.string()),
  agent_level_names: z.array(z.string()),
  agent_applications_open: z.boolean(),
  /** IANA zone every member-visible time of the site is shown in (default America/Caracas, decision 0026). */
  time_zone: z.string(),
  analytics: z.object({
    tags: z.object(
      Object.fromEntries(ANALYTICS_TAGS.map((tag) => [tag, analyticsTagRecord])) as {
        [K in AnalyticsTag]: typeof analyticsTagRecord;
      },
    ),
    event_locales: z.array(z.string()),
  }),
});
export type SiteSettingsRecord = z.infer<typeof siteSettingsRecord>;

const siteName = plainText().trim().min(1).max(100);
const siteTitle = plainText().trim().min(1).max(200);
const siteDomains = z.array(hostName).min(1).max(20).refine(distinct, 'each host once');
const siteCurrencies = z.array(z.enum(CURRENCIES)).min(1).max(CURRENCIES.length).refine(distinct, 'each once');
const siteLocales = z.array(z.enum(LOCALES)).min(1).max(LOCALES.length).refine(distinct, 'each once');
const siteTimeZone = text().trim().max(64).refine(isTimeZone, 'must be an IANA time zone such as Asia/Shanghai');

/**
 * A new site (`npm run site:create`): what it answers on, its money and languages. The first currency
 * and locale in the lists are the defaults; everything else starts empty and is set in the console.
 */
export const siteCreate = z.strictObject({
  operator: plainText().trim().min(1).max(120),
  name: siteName,
  title: siteTitle.optional(),
  domains: siteDomains,
  template_name: z.enum(DESKTOP_TEMPLATES).default('suncity'),
  mobile_template_name: z.enum(MOBILE_TEMPLATES).default('H5_1'),
  currencies: siteCurrencies,
  locales: siteLocales,
  time_zone: siteTimeZone.optional(),
});
export type SiteCreate = z.input<typeof siteCreate>;

/** Pairs sent together, so the server never checks one half against an older other half. */
const PAIRS = [
  ['currencies', 'default_currency'],
  ['locales', 'default_locale'],
  ['route_rules', 'redirect_hosts'],
] as const;

/**
 * Whichever fields are sent change (each console tab sends its own), with the version the console
 * read: an older one is refused (409) and nothing changes.
 */
export const siteSettingsUpdate = z
  .strictObject({
    version: rowVersion,
    name: siteName.optional(),
    title: siteTitle.optional(),
    title_en: siteTitle.optional(),
    domains: siteDomains.optional(),
    template_name: z.enum(DESKTOP_TEMPLATES).optional(),
    mobile_template_name: z.enum(MOBILE_TEMPLATES).optional(),
    is_demo: z.boolean().optional(),
    games_closed: z.boolean().optional(),
    currencies: siteCurrencies.optional(),
    default_currency: z.enum(CURRENCIES).optional(),
    locales: siteLocales.optional(),
    default_locale: z.enum(LOCALES).optional(),
    customer_urls: z
      .record(text().max(8), customerUrl)
      .superRefine((urls, ctx) => {
        for (const key of Object.keys(urls)) {
          if (!(LOCALES as string[]).includes(key))
            ctx.addIssue({ code: 'custom', path: [key], message: 'not a locale id' });
        }
      })
      .optional(),
    route_rules: z.array(routeRule).max(50).optional(),
    redirect_hosts: z.array(hostPattern).max(50).refine(distinct, 'each host once').optional(),
    blocked_ips: z.array(checked(64, ipRuleProblem)).max(2_000).refine(distinct, 'each entry once').optional(),
    blocked_countries: z
      .array(text().trim().toUpperCase().refine(isCountryCode, 'must be an ISO 3166 country code such as KP'))
      .max(300)
      .refine(distinct, 'each country once')
      .optional(),
    require_country: z.boolean().optional(),
    hidden_member_links: z.array(z.enum(HIDEABLE_MEMBER_LINKS)).refine(distinct, 'each once').optional(),
    agent_level_names: z.array(plainText().trim().min(1).max(30)).max(10).optional(),
    agent_applications_open: z.boolean().optional(),
    time_zone: siteTimeZone.optional(),
    analytics: siteAnalyticsInput.optional(),
  })
  .superRefine((b, ctx) => {
    for (const [list, other] of PAIRS) {
      if ((b[list] === undefined) !== (b[other] === undefined)) {
        const missing = b[list] === undefined ? list : other;
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: `is sent together with ${list === missing ? other : list}`,
        });
      }
    }
    if (b.currencies && b.default_currency && !b.currencies.includes(b.default_currency)) {
      ctx.addIssue({ code: 'custom', path: ['default_currency'], message: 'must be one of currencies' });
    }
    if (b.locales && b.default_locale && !b.locales.includes(b.default_locale)) {
      ctx.addIssue({ code: 'custom', path: ['default_locale'], message: 'must be one of locales' });
    }
    checkRouteRules(b.route_rules, b.redirect_hosts, ctx);
  });
export type SiteSettingsUpdate = z.infer<typeof siteSettingsUpdate>;

function checkRouteRules(rules: RouteRuleInput[] | undefined, hosts: string[] | undefined, ctx: z.RefinementCtx) {
  if (!rules || !hosts) return;
  const seen = new Set<string>();
  rules.forEach((rule, i) => {
    if (seen.has(rule.path))
      ctx.addIssue({ code: 'custom', path: ['route_rules', i, 'path'], message: 'each path once' });
    seen.add(rule.path);
    const why = redirectProblem(rule.redirect, hosts);
    if (why) ctx.addIssue({ code: 'custom', path: ['route_rules', i, 'redirect'], message: why });
    else if (rule.redirect === rule.path) {
      ctx.addIssue({ code: 'custom', path: ['route_rules', i, 'redirect'], message: 'would redirect to itself' });
    }
  });
}
