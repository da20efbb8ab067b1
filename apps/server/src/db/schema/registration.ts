import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RegisterField } from '@playdeck/contract';

/** Which registration fields a site shows, requires and checks, per currency. */
export const registerSettings = pgTable(
  'register_settings',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    name: text('name').$type<RegisterField>().notNull(),
    isDisplay: smallint('is_display').notNull().default(0),
    isRequired: smallint('is_required').notNull().default(0),
    isUnique: smallint('is_unique').notNull().default(0),
    isMemberCenter: smallint('is_member_center').notNull().default(0),
    isVerification: smallint('is_verification').notNull().default(0),
    isMemberCenterVerification: smallint('is_member_center_verification').notNull().default(0),
    /** The currency's settings version: every row of a (site, currency) carries it after a back-office write. */
    version: integer('version').notNull().default(0),
  },
  (t) => [uniqueIndex('register_settings_uq').on(t.siteId, t.currency, t.name)],
);

/** The service agreement shown before registering, per language; HTML sanitised when written. */
export const serviceAgreements = pgTable(
  'service_agreements',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('service_agreements_uq').on(t.siteId, t.language)],
);

/** A domain that belongs to an agent: registrations there join that agent, in its currency. */
export const agentDomains = pgTable(
  'agent_domains',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    host: text('host').notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('agent_domains_host_uq').on(t.siteId, t.host)],
);

/**
 * Names, phone numbers and e-mail addresses (or @domains) the operator refuses at registration. A value is
 * kept as registration compares it (trimmed, lower case, a phone as digits: the contract's
 * `blacklistValue`), and is on a site's list once.
 */
export const registerBlacklist = pgTable(
  'register_blacklist',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    /** name | email | phone */
    kind: text('kind').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('register_blacklist_uq').on(t.siteId, t.kind, sql`lower(${t.value})`)],
);
