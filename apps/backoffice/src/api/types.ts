// Shapes of the admin API (/api/admin) as the console uses them; packages/contract/src/admin holds the
// server's zod schemas of the same shapes.

import type { DataProvider, Identifier } from 'ra-core';
import type { EnrolmentCodeReply, ProviderSyncReply } from '@playdeck/contract/admin';
import type { OperatorRole } from '@playdeck/contract/admin/roles';
import type { AgentActions } from '../agents/types';
import type { ContentActions } from '../content/types';
import type { PaymentActions } from '../payments/types';
import type { ProtectionActions } from '../protection/types';

export { OPERATOR_ROLES as ROLES } from '@playdeck/contract/admin/roles';
export type Role = OperatorRole;

export interface Operator {
  id: number;
  username: string;
  display_name: string;
  role: Role;
  site_ids: number[];
  totp_enabled: boolean;
  totp_required: boolean;
  /** A first enrolment needs the one-time code an owner or `operator:create` made (production). */
  enrolment_code_required: boolean;
}

export type SignInReply =
  { state: 'signed_in'; operator: Operator; csrf_token: string } | { state: 'totp'; challenge: string };

export interface SessionReply {
  operator: Operator;
  csrf_token: string;
}

export interface TotpEnrolment {
  secret: string;
  otpauth_url: string;
  qr_data_url: string;
}

export interface RecoveryCodes {
  recovery_codes: string[];
}

/** The body of every admin error reply; the HTTP status says the kind. */
export interface ApiErrorBody {
  message: string;
  code: string;
  field?: string;
}

export const MEMBER_STATUSES = ['active', 'disabled', 'frozen'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected'] as const;
export const ADJUSTMENT_REASONS = ['bonus', 'correction', 'compensation', 'chargeback', 'promotion', 'other'] as const;
export const OPERATOR_STATUSES = ['active', 'disabled'] as const;

/** The admin API's base path: same origin, so the session cookie and CSP `connect-src 'self'` apply. */
export const API_URL = '/api/admin';

/** One day's figures of a site in one currency (UTC days); money as decimal strings, never floats. */
export interface DashboardDay {
  date: string;
  registrations: number;
  first_deposits: number;
  logins: number;
  active_members: number;
  transfers_in: string;
  transfers_out: string;
  /** What members won (positive) or lost (negative) in games; the operator's result is its opposite. */
  net_game_result: string;
  letters: number;
  activity_payouts: string;
  /** Deposits credited that day (online and bank) and withdrawals paid out that day. */
  deposits: string;
  withdrawals: string;
}

export interface DashboardParams {
  site_id: number;
  currency: string;
  days?: number;
}

export interface DashboardReply {
  site_id: number;
  currency: string;
  today: DashboardDay;
  /** Oldest first, one entry per day, today last. */
  days: DashboardDay[];
}

/** Actions beyond CRUD. Screens call these through `useDataProvider()`, so a 401 still signs out. */
export interface PlaydeckActions {
  setMemberStatus(id: Identifier, body: { status: MemberStatus; reason: string }): Promise<{ data: unknown }>;
  unlockMember(id: Identifier, reason: string): Promise<{ data: unknown }>;
  forceMemberPasswordChange(id: Identifier, reason: string): Promise<{ data: unknown }>;
  resetMemberWithdrawPassword(id: Identifier, reason: string): Promise<{ data: unknown }>;
  bringBackWallet(id: Identifier): Promise<{ data: unknown }>;
  approveAdjustment(id: Identifier): Promise<{ data: unknown }>;
  rejectAdjustment(id: Identifier): Promise<{ data: unknown }>;
  cancelLetterCampaign(id: Identifier): Promise<{ data: unknown }>;
  /** Ends a red-envelope drop or a roulette wheel now (POST /api/admin/<resource>/:id/end). */
  endActivity(resource: 'red-envelopes' | 'roulettes', id: Identifier): Promise<{ data: unknown }>;
  syncProvider(id: Identifier, activateNew: boolean): Promise<{ data: ProviderSyncReply }>;
  /** A one-time two-factor enrolment code for an operator user (shown once; replaces the last one). */
  makeEnrolmentCode(id: Identifier): Promise<{ data: EnrolmentCodeReply }>;
  /** A site's figures in one currency: today and the days before it (30 unless told). */
  dashboard(params: DashboardParams): Promise<{ data: DashboardReply }>;
}

export type PlaydeckDataProvider = DataProvider &
  PlaydeckActions &
  ContentActions &
  PaymentActions &
  AgentActions &
  ProtectionActions;
