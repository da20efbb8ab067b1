import { boolean, integer, jsonb, pgTable, serial, text, timestamp, index } from 'drizzle-orm/pg-core';
import type { Currency, EnvConfig, Locale, RouteRule } from '@playdeck/contract';

/** One operator brand's site; `site_id` is the tenant key every other table carries. */
export const sites = pgTable('sites', {
  siteId: serial('site_id').primaryKey(),
  operator: text('operator').notNull(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  /** Host names (no port) that resolve to this site. */
  domains: jsonb('domains').$type<string[]>().notNull(),
  templateName: text('template_name').notNull(),
  mobileTemplateName: text('mobile_template_name').notNull(),
  /** First entry is the site's default currency. */
  currencies: jsonb('currencies').$type<Currency[]>().notNull(),
  locales: jsonb('locales').$type<Locale[]>().notNull(),
  defaultLocale: text('default_locale').$type<Locale>().notNull(),
  envConfig: jsonb('env_config').$type<EnvConfig>().notNull(),
  routeRules: jsonb('route_rules').$type<RouteRule[]>().notNull(),
  isDemo: boolean('is_demo').notNull().default(false),
  /** Games closed by the operator: launches answer 205 (members may still leave and bring money back). */
  gamesClosed: boolean('games_closed').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised by every back-office write: a stale write is refused (409), and every node's copy reloads. */
  version: integer('version').notNull().default(0),
});

export const siteLogos = pgTable(
  'site_logos',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.siteId),
    /** desktop | mobile | favicon */
    kind: text('kind').notNull(),
    photoPath: text('photo_path').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('site_logos_site_idx').on(t.siteId)],
);

/** Which version of a seed was applied, so a warm start skips seeding. site_id 0: the whole deployment. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  siteId: integer('site_id').notNull().default(0),
  version: text('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
