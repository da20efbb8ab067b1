import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DoubleValidationQuestion } from '@playdeck/contract';
import { sites } from './sites.js';

export const MEMBER_STATUSES = ['active', 'disabled', 'frozen'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** A member account of one site. Profile columns use the spec's wire names. */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.siteId),
    /** Stored lower-case: accounts are letters and digits and compared without case. */
    memberAccount: text('member_account').notNull(),
    memberCurrency: text('member_currency').notNull(),
    passwordHash: text('password_hash').notNull(),
    withdrawPasswordHash: text('withdraw_password_hash'),
    status: text('status').$type<MemberStatus>().notNull().default('active'),
    memberType: smallint('member_type').notNull().default(1),
    agentType: smallint('agent_type').notNull().default(0),
    agentLevel: smallint('agent_level').notNull().default(0),
    isAgent: boolean('is_agent').notNull().default(false),
    agentActive: boolean('agent_active').notNull().default(false),
    memberGradeName: text('member_grade_name').notNull().default('VIP0'),
    firstLoginToChangePassword: boolean('first_login_to_change_password').notNull().default(false),
    needBankAccountDepositVerified: boolean('need_bank_account_deposit_verified').notNull().default(false),
    /** Set by the operator: logins answer 802 until the member resets the password through transfer validation. */
    requireTransferValidation: boolean('require_transfer_validation').notNull().default(false),
    memberName: text('member_name'),
    memberBirthday: text('member_birthday'),
    memberEmail: text('member_email'),
    memberPhone: text('member_phone'),
    memberLine: text('member_line'),
    memberOthers: text('member_others'),
    memberQq: text('member_qq'),
    memberSkype: text('member_skype'),
    memberWechat: text('member_wechat'),
    memberFb: text('member_fb'),
    memberZalo: text('member_zalo'),
    memberTelegram: text('member_telegram'),
    memberWhatsApp: text('member_whats_app'),
    identityId: text('identity_id'),
    /** This member's own code for recommending friends; null until given one. */
    recommendCode: text('recommend_code'),
    recommendDisabled: boolean('recommend_disabled').notNull().default(false),
    /** The agent this member registered under, and the member who recommended them. */
    parentAgentId: bigint('parent_agent_id', { mode: 'number' }),
    referrerId: bigint('referrer_id', { mode: 'number' }),
    /** An agent's commission plan (null: the site's default for the currency), and the link a member came by. */
    agentPlanId: integer('agent_plan_id'),
    agentLinkId: bigint('agent_link_id', { mode: 'number' }),
    registerIp: text('register_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
  },
  (t) => [
    uniqueIndex('members_site_account_uq').on(t.siteId, t.memberAccount),
    uniqueIndex('members_site_recommend_uq').on(t.siteId, t.recommendCode),
    index('members_register_ip_idx').on(t.siteId, t.registerIp, t.createdAt),
    // The back office's member search and filters: each stays an index lookup at 100,000 members.
    index('members_account_prefix_idx').on(t.memberAccount.op('text_pattern_ops')),
    index('members_site_created_idx').on(t.siteId, t.createdAt),
    index('members_site_last_login_idx').on(t.siteId, t.lastLoginAt),
    index('members_last_login_idx').on(t.lastLoginAt),
    index('members_phone_idx').on(t.memberPhone),
    index('members_email_idx').on(sql`lower(${t.memberEmail})`),
    index('members_last_login_ip_idx').on(t.lastLoginIp),
    index('members_agent_idx').on(t.parentAgentId),
  ],
);

/** Every login of a member (the back office's login history): where from, on what, and when. */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    udid: text('udid').notNull().default(''),
    device: jsonb('device').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    index('member_logins_member_idx').on(t.memberId, t.id),
    index('member_logins_site_time_idx').on(t.siteId, t.at),
  ],
);

/** Devices (udid) a member has proven; a login from any other device needs double validation. */
export const memberDevices = pgTable(
  'member_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    udid: text('udid').notNull(),
    device: jsonb('device').$type<Record<string, string>>().notNull().default({}),
    trustedAt: timestamp('trusted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_devices_uq').on(t.siteId, t.memberId, t.udid)],
);

/** Single-use captchas; only a hash of the answer is kept. Shared by all nodes through the database. */
export const captchas = pgTable(
  'captchas',
  {
    tokenHash: text('token_hash').primaryKey(),
    siteId: integer('site_id').notNull(),
    type: smallint('type').notNull(),
    answerHash: text('answer_hash').notNull(),
    clientKey: text('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captchas_client_idx').on(t.siteId, t.clientKey, t.createdAt)],
);

/** Failed-login counters per account and per client address, for growing delays. */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    siteId: integer('site_id').notNull(),
    /** `account:<name>` or `ip:<address>` */
    key: text('key').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('login_throttles_uq').on(t.siteId, t.key)],
);

/** A login from an unknown device, waiting for the member to answer a profile question. */
export const doubleValidations = pgTable('double_validations', {
  memberLoginId: text('member_login_id').primaryKey(),
  siteId: integer('site_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  device: jsonb('device').$type<Record<string, string>>().notNull(),
  question: text('question').$type<DoubleValidationQuestion>().notNull(),
  /** Questions shown so far (skips included); at most available_questions_count. */
  asked: jsonb('asked').$type<DoubleValidationQuestion[]>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

/** Step-1 proof of a forgotten-withdraw-password flow; single use, short-lived. */
export const transferValidationTokens = pgTable('transfer_validation_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  siteId: integer('site_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
