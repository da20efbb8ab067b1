import { z } from 'zod';
import { siteIdField } from './site-calls.js';
import { text } from './text.js';

const optionalText = (max: number) => text().max(max).optional();

/** Device data sent with login and double validation. */
export const deviceFields = {
  remote_addr: optionalText(64),
  host: optionalText(255),
  device: optionalText(64),
  system_group: optionalText(64),
  udid: text().min(1).max(128),
  login_type: z.union([z.number().int().min(0).max(99), optionalText(16)]).optional(),
  cdn: optionalText(64),
  system: optionalText(64),
  browser: optionalText(64),
  system_version: optionalText(64),
};

export const captchaRequest = z.strictObject({
  type: z.union([z.literal(1), z.literal(2)]),
  site_id: siteIdField,
});
export interface CaptchaReply {
  token: string;
  /** An SVG image as a data: URL. */
  captcha: string;
  placeholder: string;
}

export interface ClientCaptchaReply {
  /** The answer sealed by the server; sent back with the typed answer for checking. */
  text: string;
  svg: string;
}

export const loginHeaderRequest = z.strictObject({ site_id: siteIdField });
export interface LoginHeaderReply {
  header: string;
  value: string;
}

export const loginRequest = z.strictObject({
  account: text().trim().min(1).max(64),
  password: text().min(1).max(128),
  site_id: siteIdField,
  answer: text().max(16),
  captcha_token: text().max(128),
  ...deviceFields,
});

export interface LoginReply {
  member_id: number;
  member_account: string;
  member_currency: string;
  token: string;
  member_type: number;
  agent_type: number;
  first_login_to_change_password: 0 | 1;
}

/** Data of a 107 reply: the double-validation challenge. */
export interface DoubleValidationChallenge {
  member_login_id: string;
  question: string;
  available_questions_count: number;
}

export const doubleValidationSkipRequest = z.strictObject({ member_login_id: text().min(1).max(64) });
export const doubleValidationRequest = z.strictObject({
  member_login_id: text().min(1).max(64),
  answer: text().max(128),
  captcha_answer: text().max(16),
  captcha_token: text().max(128),
  site_id: siteIdField,
  ...deviceFields,
});

export const vxVerifyRequest = z.strictObject({
  account: text().trim().min(1).max(64),
  withdraw_password: text().max(16),
  member_email: optionalText(254),
  member_phone: optionalText(32),
  /**
   * The sealed text of /clientCaptcha and what the member typed. The spec's body has only the four
   * fields above: without these the call is checked without a captcha (the attempt throttle still holds).
   */
  captcha_text: optionalText(512),
  captcha_answer: optionalText(16),
  site_id: siteIdField,
});
export const vxResetRequest = z.strictObject({
  account: text().trim().min(1).max(64),
  password: text().max(16),
  token: text().min(1).max(128),
  site_id: siteIdField,
});

export const editPasswordRequest = z.strictObject({
  old_password: text().min(1).max(128),
  password: text().max(128),
  check_password: text().max(128),
});

export const getInfoDataRequest = z.strictObject({ enc: text().min(1).max(4096) });

export const emptyRequest = z.strictObject({});

/** Forgotten login password, by SMS to the member's phone (decision 0005). */
export const forgotPasswordSmsRequest = z.strictObject({
  account: text().trim().min(1).max(64),
  member_phone: text().trim().max(32),
  site_id: siteIdField,
});
export const forgotPasswordResetRequest = z.strictObject({
  account: text().trim().min(1).max(64),
  member_phone: text().trim().max(32),
  code: text().trim().max(16),
  password: text().max(128),
  check_password: text().max(128),
  site_id: siteIdField,
});
