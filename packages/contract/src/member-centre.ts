import { z } from 'zod';
import type { MemberProfile } from './member.js';
import { plainText, text } from './text.js';

/**
 * The member centre's own calls: profile edits, security, wallet transfers, announcements,
 * the ledger and bet history. Decision 0021 records their paths.
 */

/** Business codes of the member-centre calls; the page shows its own text for each. */
export const MEMBER_CENTRE_CODES = {
  fieldNotEditable: 3201,
  fieldInvalid: 3202,
  fieldTaken: 3203,
  phoneCodeRequired: 3204,
  phoneCodeWrong: 3205,
  smsTooSoon: 3206,
  smsFailed: 3207,
  /** app_clean_cache's code when a password change signed the other sessions out. */
  passwordChanged: 3208,
  deviceNotFound: 3211,
  deviceIsCurrent: 3212,
  transferAmountInvalid: 3221,
  transferInsufficient: 3222,
  transferGameOpen: 3223,
  transferBusy: 3224,
  transferProviderUnavailable: 3225,
  transferProviderUnknown: 3226,
  announcementNotFound: 3231,
} as const;

/** Fields of the profile a member may fill or change, when the site's register settings allow it. */
export const PROFILE_EDIT_FIELDS = [
  'member_name',
  'member_email',
  'member_birthday',
  'member_phone',
  'member_line',
  'member_others',
  'member_qq',
  'member_skype',
  'member_wechat',
  'member_fb',
  'member_zalo',
  'member_telegram',
  'member_whats_app',
  'identity_id',
] as const;
export type ProfileEditField = (typeof PROFILE_EDIT_FIELDS)[number];

const editValue = plainText().max(100);
export const profileEditRequest = z.strictObject({
  member_name: editValue.optional(),
  member_email: editValue.optional(),
  member_birthday: editValue.optional(),
  member_phone: editValue.optional(),
  member_line: editValue.optional(),
  member_others: editValue.optional(),
  member_qq: editValue.optional(),
  member_skype: editValue.optional(),
  member_wechat: editValue.optional(),
  member_fb: editValue.optional(),
  member_zalo: editValue.optional(),
  member_telegram: editValue.optional(),
  member_whats_app: editValue.optional(),
  identity_id: editValue.optional(),
  /** The SMS code sent to the new phone, when the site asks for phone verification. */
  phone_code: text()
    .regex(/^\d{4,8}$/, '4-8 digits')
    .optional(),
});

export const profilePhoneCodeRequest = z.strictObject({ member_phone: plainText().min(1).max(32) });

/** What each profile field allows this member in the member centre. */
export interface ProfileFieldRule {
  name: ProfileEditField;
  is_display: 0 | 1;
  is_required: 0 | 1;
  /** The member may fill it (when empty) or change it. */
  editable: 0 | 1;
  /** member_phone: a change needs the SMS code. */
  needs_verification: 0 | 1;
}

export interface ProfileEditReply {
  member_profile: MemberProfile;
}

export interface ProfileRulesReply {
  fields: ProfileFieldRule[];
}

/** Security page. Devices and sessions are the member's own; addresses are shown to their owner only. */
export interface SecurityLogin {
  at: string;
  ip: string;
  device: string;
}
export interface TrustedDevice {
  id: number;
  device: string;
  trusted_at: string;
  /** The device of the session asking (it cannot be removed: sign out instead). */
  current: 0 | 1;
}
export interface LiveSession {
  id: number;
  device: string;
  started_at: string;
  last_seen_at: string;
  current: 0 | 1;
}
export interface SecurityReply {
  logins: SecurityLogin[];
  devices: TrustedDevice[];
  sessions: LiveSession[];
}
export const deviceRemoveRequest = z.strictObject({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export interface SignOutOthersReply {
  ended: number;
}

/** MyWallet: move an exact amount between the main wallet and one provider. */
export const walletTransferRequest = z.strictObject({
  gp_id: text().regex(/^[A-Za-z0-9_-]{1,32}$/, 'a provider id'),
  direction: z.enum(['in', 'out']),
  amount: text().regex(/^\d{1,12}(\.\d{1,4})?$/, 'a positive decimal such as 100.00'),
  request_id: text().regex(/^[\w-]{8,64}$/, '8-64 letters, digits, _ or -'),
});
export interface WalletTransferReply {
  member_cash: string;
  gp_id: string;
  provider_cash: string;
  /** pending: the provider has not answered; the reconciler settles it and the list shows it. */
  state: 'settled' | 'pending';
}

/** Announcements for the member: the marquee's items and the bank-announcement kind, with read state. */
export const ANNOUNCEMENT_KINDS = ['marquee', 'bank'] as const;
export const memberAnnouncementsRequest = z.strictObject({
  kind: z.enum(ANNOUNCEMENT_KINDS).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  count: z.number().int().min(1).max(50).default(20),
});
export interface MemberAnnouncement {
  id: number;
  kind: (typeof ANNOUNCEMENT_KINDS)[number];
  title: string;
  content: string;
  published_at: string;
  is_read: 0 | 1;
}
export interface MemberAnnouncementsReply {
  list: MemberAnnouncement[];
  total: number;
  unread: number;
}
export const announcementReadRequest = z.strictObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

const isoDate = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

/** Transaction: the member's ledger, newest first, paged by a cursor (the last id seen). */
export const TRANSACTION_GROUPS = ['deposit', 'withdrawal', 'game', 'activity', 'award', 'adjustment'] as const;
export type TransactionGroup = (typeof TRANSACTION_GROUPS)[number];
export const transactionsRequest = z.strictObject({
  group: z.enum(TRANSACTION_GROUPS).optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  /** The id of the last row of the previous page. */
  before_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  count: z.number().int().min(1).max(100).default(20),
});
export interface TransactionRow {
  id: number;
  group: TransactionGroup;
  /** The ledger's kind (deposit, withdrawal_hold, game_transfer_in, red_envelope, ...). */
  kind: string;
  /** '' is the main wallet, else the provider's gp_id. */
  wallet: string;
  /** Signed decimal string in the member's currency. */
  amount: string;
  balance_after: string;
  reference: string;
  created_at: string;
}
export interface TransactionsReply {
  list: TransactionRow[];
  /** Pass as before_id for the next page; null on the last page. */
  next_before_id: number | null;
}

/** Bet history: the rounds the member played, as the provider reports them. */
export const betRecordsRequest = z.strictObject({
  gp_id: text().regex(/^[A-Za-z0-9_-]{1,32}$/, 'a provider id'),
  start_date: isoDate,
  end_date: isoDate,
  page: z.number().int().min(1).max(10_000).default(1),
  count: z.number().int().min(1).max(100).default(20),
});
export interface BetRecord {
  round_id: string;
  game_code: string;
  game_name: string;
  bet: string;
  payout: string;
  /** payout − bet. */
  net: string;
  played_at: string;
}
export interface BetRecordsReply {
  list: BetRecord[];
  total: number;
  /** Sums over every round in the range, not only this page. */
  total_bet: string;
  total_payout: string;
}

/** Agent checks: the site's names for agent levels, and whether a member may apply to become an agent. */
export interface AgentLevelName {
  agent_level: number;
  name: string;
}
export const applyForAgentCheckRequest = z.strictObject({
  agent_id: z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), text().max(32)]).optional(),
  apply_agent_flag: z.union([z.literal(0), z.literal('0')]).optional(),
});
/** 100 may apply; 101 already an agent or applied; 104 the site takes no applications. */
export const APPLY_FOR_AGENT_CODES = { mayApply: 100, alreadyAgent: 101, closed: 104 } as const;
