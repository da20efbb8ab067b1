import { z } from 'zod';
import { siteIdField } from './site-calls.js';
import type { RegisterSetting } from './registration-rules.js';

const field = (max: number) => z.string().max(max).optional();

/** Every profile field a registration may carry, in wire names (spec registration §3). */
export const registrationFields = {
  member_name: field(100),
  member_account: field(64),
  password: field(128),
  check_password: field(128),
  member_currency: z.string().min(2).max(8),
  member_email: field(254),
  member_birthday: field(10),
  withdraw_password: field(8),
  member_phone: field(32),
  member_qq: field(64),
  member_telegram: field(64),
  member_whats_app: field(64),
  member_skype: field(64),
  member_fb: field(64),
  member_zalo: field(64),
  member_wechat: field(64),
  member_others: field(128),
  identity_id: field(64),
  phone_verify: field(16),
  site_id: siteIdField,
};

export const registerSettingsRequest = z.strictObject({ site_id: siteIdField });
export const serviceAgreementRequest = z.strictObject({ site_id: siteIdField });

export const registerVerificationRequest = z.strictObject({
  ...registrationFields,
  member_currency: z.string().min(2).max(8),
  verification: z.literal(1).optional(),
});

export const registerRequest = z.strictObject({
  ...registrationFields,
  member_account: z.string().max(64),
  password: z.string().max(128),
  answer: z.string().max(16),
  captcha_token: z.string().max(128),
  /** The recommend code or the agent id, by register_type. */
  introducer: field(32),
  register_type: z.enum(['member_agent', 'recommend_code']).optional(),
  /** The agent domain the page was opened on (locks currency and introducer). */
  host: field(255),
  remote_addr: field(64),
  error_track: z.array(z.string().max(200)).max(20).optional(),
  udid: field(128),
});

export const registerSmsRequest = z.strictObject({
  member_phone: z.string().max(32),
  currency: z.string().min(2).max(8),
  type: z.literal('register_member'),
  site_id: siteIdField,
});

export const validMessageRequest = z.strictObject({
  site_id: siteIdField,
  recommend_code: field(32),
  agent_id: z.union([z.number().int().positive(), z.string().max(20)]).optional(),
});
export const memberInfoRequest = z.strictObject({ id: z.union([z.number().int().positive(), z.string().max(20)]) });
export const checkAgentDomainRequest = z.strictObject({ host: z.string().max(255), site_id: siteIdField });
export const bonusSettingCheckRequest = z.strictObject({ site_id: siteIdField, member_currency: z.string().max(8) });

export interface RegisterSettingsReply {
  list: RegisterSetting[];
}
export interface ServiceAgreementReply {
  list: { language: string; title: string; content: string }[];
}
export interface CheckAgentDomainReply {
  is_valid: 0 | 1;
  currency: string | null;
  agent_id: number | null;
}
