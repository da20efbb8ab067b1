import { z } from 'zod';
import { siteIdField } from './site-calls.js';
import type { RegisterSetting } from './registration-rules.js';
import { plainText, text } from './text.js';

const field = (max: number) => text().max(max).optional();
/** What the member writes about themself: stored as written, shown to people, so never markup. */
const profileField = (max: number) => plainText().max(max).optional();

/** Every profile field a registration may carry, in wire names. */
export const registrationFields = {
  member_name: profileField(100),
  member_account: profileField(64),
  password: field(128),
  check_password: field(128),
  member_currency: text().min(2).max(8),
  member_email: profileField(254),
  member_birthday: profileField(10),
  withdraw_password: field(8),
  member_phone: profileField(32),
  member_qq: profileField(64),
  member_telegram: profileField(64),
  member_whats_app: profileField(64),
  member_skype: profileField(64),
  member_fb: profileField(64),
  member_zalo: profileField(64),
  member_wechat: profileField(64),
  member_others: profileField(128),
  identity_id: profileField(64),
  phone_verify: field(16),
  site_id: siteIdField,
};

/** An agent's promotion link's code: `/register?id=<agent>&link=<code>`. */
export const agentLinkCode = text().regex(/^[A-Za-z0-9]{6,16}$/, 'a link code');

export const registerSettingsRequest = z.strictObject({ site_id: siteIdField });
export const serviceAgreementRequest = z.strictObject({ site_id: siteIdField });

export const registerVerificationRequest = z.strictObject({
  ...registrationFields,
  member_currency: text().min(2).max(8),
  verification: z.literal(1).optional(),
  /** A typed introducer, checked on blur like the other fields: the recommend code or agent id. */
  introducer: profileField(32),
  register_type: z.enum(['member_agent', 'recommend_code']).optional(),
});

export const registerRequest = z.strictObject({
  ...registrationFields,
  member_account: plainText().max(64),
  password: text().max(128),
  /** The captcha's answer; also accepted as verify_code and member_captcha. */
  answer: field(16),
  verify_code: field(16),
  member_captcha: field(16),
  captcha_token: text().max(128),
  /** Another name for check_password: when sent, it must equal the password. */
  member_confirm_password: field(128),
  /** The recommend code or the agent id, by register_type. */
  introducer: profileField(32),
  register_type: z.enum(['member_agent', 'recommend_code']).optional(),
  /** The agent's promotion link the visitor came by (with register_type member_agent). */
  agent_link: agentLinkCode.optional(),
  /** The agent domain the page was opened on (locks currency and introducer). */
  host: field(255),
  remote_addr: field(64),
  error_track: z.array(text().max(200)).max(20).optional(),
  udid: field(128),
});

export const ipInfoRequest = z.strictObject({ site_id: siteIdField });
export interface IpInfoReply {
  remote_addr: string;
  country: string | null;
}

export const registerSmsRequest = z.strictObject({
  member_phone: text().max(32),
  currency: text().min(2).max(8),
  type: z.literal('register_member'),
  site_id: siteIdField,
});

export const validMessageRequest = z.strictObject({
  site_id: siteIdField,
  recommend_code: field(32),
  agent_id: z.union([z.number().int().positive(), text().max(20)]).optional(),
});
/** `link`: the agent's promotion link the visitor came by, counted as a visit. */
export const memberInfoRequest = z.strictObject({
  id: z.union([z.number().int().positive(), text().max(20)]),
  link: agentLinkCode.optional(),
});
export const checkAgentDomainRequest = z.strictObject({ host: text().max(255), site_id: siteIdField });
export const bonusSettingCheckRequest = z.strictObject({ site_id: siteIdField, member_currency: text().max(8) });

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
