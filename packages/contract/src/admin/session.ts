import { z } from 'zod';
import { text } from '../text.js';
import { OPERATOR_ROLES } from './roles.js';

export const operatorView = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  site_ids: z.array(z.number().int()),
  totp_enabled: z.boolean(),
  /** Production requires two-factor sign-in: the console sends an operator without it to enrol. */
  totp_required: z.boolean(),
  /** Enrolling needs the one-time enrolment code an owner or `operator:create` made (production). */
  enrolment_code_required: z.boolean(),
});
export type OperatorView = z.infer<typeof operatorView>;

export const signInRequest = z.strictObject({
  username: text().min(1).max(64),
  password: text().min(1).max(128),
});

export const signedInReply = z.object({
  state: z.literal('signed_in'),
  operator: operatorView,
  csrf_token: z.string(),
});

/** The password was right; a one-time code must follow, with this challenge, within five minutes. */
export const totpChallengeReply = z.object({ state: z.literal('totp'), challenge: z.string() });

export const signInReply = z.discriminatedUnion('state', [signedInReply, totpChallengeReply]);
export type SignInReply = z.infer<typeof signInReply>;

export const totpSignInRequest = z.strictObject({
  challenge: text().min(1).max(512),
  /** Six digits from the authenticator, or one recovery code. */
  code: text().min(6).max(32),
});

export const sessionReply = z.object({ operator: operatorView, csrf_token: z.string() });

/** An enrolment code as typed: letters and digits, dashes and spaces ignored. */
const enrolmentCode = text().max(40).optional();

export const totpEnrolmentRequest = z.strictObject({ enrolment_code: enrolmentCode });

export const totpEnrolmentReply = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_data_url: z.string(),
});

export const totpConfirmRequest = z.strictObject({
  code: text().regex(/^\d{6}$/, 'six digits'),
  enrolment_code: enrolmentCode,
});
export const totpConfirmReply = z.object({ recovery_codes: z.array(z.string()) });
