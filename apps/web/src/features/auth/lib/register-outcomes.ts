import type { SMS_CODES } from '@playdeck/contract';
import { CONTACT_FIELD_CODES, REGISTER_CODES } from '@playdeck/contract';
import { ApiError } from '../../../shared/api/api-error';

/** The registration result codes, from the contract's zod-free module. */
export const CODES = REGISTER_CODES;
export const CONTACT_CODES = CONTACT_FIELD_CODES;

/** Codes whose message goes under a field: [field, message key]. */
const ON_FIELD: Record<number, [string, string]> = {
  [CODES.accountUsed]: ['member_account', 'signup.err_account_used'],
  [CODES.nameUsed]: ['member_name', 'signup.err_name_used'],
  [CODES.phoneUsed]: ['member_phone', 'signup.err_phone_used'],
  [CODES.emailUsed]: ['member_email', 'signup.err_email_used'],
  [CODES.noSuchAgent]: ['introducer', 'signup.err_no_agent'],
  [CODES.recommendClosed]: ['introducer', 'signup.err_recommend_closed'],
  [CODES.agentDisabled]: ['introducer', 'signup.err_agent_disabled'],
  [CODES.recommendDisabled]: ['introducer', 'signup.err_recommend_disabled'],
  [CODES.codeDisabled]: ['introducer', 'signup.err_code_disabled'],
  [CODES.introducerNotFound]: ['introducer', 'signup.err_introducer_not_found'],
  [CODES.introducerNotFoundAlt]: ['introducer', 'signup.err_introducer_not_found'],
  [CODES.introducerInvalid]: ['introducer', 'signup.err_introducer_invalid'],
  [CODES.smsCodeWrong]: ['phone_verify', 'signup.err_sms_code'],
  [CODES.identityUsed]: ['identity_id', 'signup.err_identity_used'],
  [CODES.identityUsedAlt]: ['identity_id', 'signup.err_identity_used'],
  [CODES.emailInvalid]: ['member_email', 'signup.err_email_format'],
  [CODES.phoneInvalid]: ['member_phone', 'signup.err_phone_invalid'],
  [CODES.nameBlacklisted]: ['member_name', 'signup.err_name_blacklisted'],
  [CODES.emailBlacklisted]: ['member_email', 'signup.err_email_blacklisted'],
  [CODES.phoneVerifyError]: ['phone_verify', 'signup.err_verify_error'],
  [CODES.captchaFailed]: ['captcha', 'signup.err_captcha'],
  [CODES.nameInvalid]: ['member_name', 'signup.error_name_format'],
};

/** Introducer refusals: the stored agent/code is dropped and the field unlocked. */
export const INTRODUCER_CODES: ReadonlySet<number> = new Set([106, 107, 108, 109, 110, 112, 219]);

export type RegisterOutcome =
  { kind: 'field'; field: string; key: string; text?: string } | { kind: 'toast'; key?: string; text?: string };

const asKey = (message: string) => (/^signup\.[\w.]+$/.test(message) ? message : undefined);

/** What a failed /register or /register/verification means for the form (decision 0007). */
export function registerOutcome(error: unknown): RegisterOutcome {
  if (error instanceof ApiError && error.kind === 'timeout') return { kind: 'toast', key: 'requestTimeout' };
  // No reply at all is a network failure; a reply without a code is the generic "Register Error".
  if (error instanceof ApiError && error.kind === 'network' && error.code === undefined)
    return { kind: 'toast', key: 'networkError' };
  if (!(error instanceof ApiError) || error.kind !== 'server' || error.code === undefined)
    return { kind: 'toast', key: 'signup.register_error' };
  const data = (error.data ?? {}) as { field?: string; rule?: string };
  const code = error.code;
  if (code === 400 && data.field) {
    // A rule that is a message key is said in the page's language; a schema rule ("too_small") or a
    // refusal without one (a currency the site does not open) is the server's own message.
    const rule = data.rule && /^[a-z_]+\.[\w.]+$/.test(data.rule) ? data.rule : undefined;
    if (rule || !error.message) return { kind: 'field', field: data.field, key: rule ?? 'signup.require_text' };
    return { kind: 'field', field: data.field, key: asKey(error.message) ?? '', text: error.message };
  }
  const contact = Object.entries(CONTACT_CODES).find(([, value]) => value === code);
  if (contact)
    return { kind: 'field', field: contact[0], key: data.rule ?? asKey(error.message) ?? '', text: error.message };
  // 215 shows the server's message; a message key is shown in the page's language.
  if (code === CODES.phoneError)
    return { kind: 'field', field: 'member_phone', key: asKey(error.message) ?? '', text: error.message };
  if (code === CODES.ipError) return { kind: 'toast', key: 'signup.ip_error' };
  if (code === CODES.tooFrequent) return { kind: 'toast', key: 'signup.err_too_frequent' };
  if (code === CODES.ipLimit) return { kind: 'toast', key: 'signup.err_ip_limit' };
  // 229: the site does not open this currency to registration; the server's message names it.
  if (code === CODES.currencyNotOpen)
    return { kind: 'field', field: data.field ?? 'member_currency', key: '', text: error.message || undefined };
  const onField = ON_FIELD[code];
  if (onField) return { kind: 'field', field: onField[0], key: data.rule ?? onField[1] };
  return error.message ? { kind: 'toast', text: error.message } : { kind: 'toast', key: 'signup.error' };
}

type SmsCode = (typeof SMS_CODES)[keyof typeof SMS_CODES];
const SMS_KEYS: Record<SmsCode, string> = {
  99: 'signup.sms_phone_error',
  102: 'signup.sms_too_soon',
  103: 'signup.sms_no_balance',
  104: 'signup.sms_contact_support',
  201: 'signup.err_phone_blank',
};

/** An SMS refusal: its message, whether the countdown still starts (102) and whether it is a toast. */
export function smsOutcome(error: unknown): { key: string; countdown: boolean; toast: boolean } {
  const code = error instanceof ApiError ? error.code : undefined;
  const key = code !== undefined ? SMS_KEYS[code as SmsCode] : undefined;
  if (!key) return { key: 'signup.sms_error', countdown: false, toast: true };
  return { key, countdown: code === 102, toast: code === 201 };
}
