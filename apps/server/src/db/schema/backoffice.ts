import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OperatorRole } from '@playdeck/contract/admin';
import { sites } from './sites.js';

/**
 * People who run sites from the back office. Not members: their own accounts, scoped to one operator
 * (sites.operator) and to the sites they are granted.
 */
export const operatorUsers = pgTable(
  'operator_users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operator: text('operator').notNull(),
    /** Stored lower-case; unique across the deployment, so sign-in needs no operator name. */
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    /** The TOTP secret, sealed with SERVER_SECRET; set at enrolment, live once totp_enabled_at is set. */
    totpSecretSealed: text('totp_secret_sealed'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is good once (conditional update). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    /** A one-time code a first enrolment needs in production (SHA-256), and when it lapses. */
    enrolmentCodeHash: text('enrolment_code_hash'),
    enrolmentCodeExpiresAt: timestamp('enrolment_code_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_users_username_idx').on(t.username)],
);

export const operatorUserSites = pgTable(
  'operator_user_sites',
  {
    operatorUserId: bigint('operator_user_id', { mode: 'number' })
      .notNull()
      .references(() => operatorUsers.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.siteId),
  },
  (t) => [primaryKey({ columns: [t.operatorUserId, t.siteId] })],
);

/** Back-office sessions: only the SHA-256 of the cookie's token is stored. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorUserId: bigint('operator_user_id', { mode: 'number' })
      .notNull()
      .references(() => operatorUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When this session passed the second factor (TOTP or recovery code); null for a password-only one. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_user_idx').on(t.operatorUserId)],
);

/** One-time recovery codes (SHA-256), spent by a conditional update. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorUserId: bigint('operator_user_id', { mode: 'number' })
      .notNull()
      .references(() => operatorUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_recovery_codes_idx').on(t.operatorUserId, t.codeHash)],
);

/**
 * Every admin write, appended in the same transaction as the change. A trigger refuses UPDATE, DELETE
 * and TRUNCATE (migration 0010), so not even a bug in a route can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operator: text('operator').notNull(),
    siteId: integer('site_id'),
    actorId: bigint('actor_id', { mode: 'number' }),
    actorUsername: text('actor_username').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    index('audit_log_site_idx').on(t.siteId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
  ],
);
