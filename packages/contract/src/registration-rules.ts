import { CHINESE_NAME_PATTERN, EMAIL_PATTERN, hasMarkup, PASSWORD_PATTERN, VND_NAME_PATTERN } from './field-rules.js';

/** Fields a site can configure per currency (wire names). */
export const REGISTER_FIELDS = [
  'member_currency',
  'member_name',
  'member_email',
  'member_birthday',
  'withdraw_password',
  'member_phone',
  'member_qq',
  'member_telegram',
  'member_whats_app',
  'member_skype',
  'member_fb',
  'member_zalo',
  'member_wechat',
  'member_others',
  'identity_id',
  'check_password',
  'introducer',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export interface RegisterSetting {
  name: RegisterField;
  currency: string;
  is_display: 0 | 1;
  is_required: 0 | 1;
  is_unique: 0 | 1;
  is_member_center: 0 | 1;
  is_verification: 0 | 1;
  /** member_phone only: the phone must be verified by SMS. */
  is_member_center_verification?: 0 | 1;
}

export const CONTACT_RULES = {
  member_qq: /^[A-Za-z0-9_.-]+$/,
  member_wechat: /^[A-Za-z0-9_.-]+$/,
  member_whats_app: /^[A-Za-z0-9_.-]+$/,
  member_zalo: /^[A-Za-z0-9_.-]+$/,
  member_fb: /^[A-Za-z0-9_.-]+$/,
  member_telegram: /^[A-Za-z0-9_.@-]+$/,
  member_skype: /^[A-Za-z0-9_.@-]+$/,
} as const;
export type ContactField = keyof typeof CONTACT_RULES;
const isContact = (f: string): f is ContactField => Object.hasOwn(CONTACT_RULES, f);

export interface FieldContext {
  currency: string;
  /** The setting of this field for the currency; undefined means not displayed. */
  setting?: Pick<RegisterSetting, 'is_display' | 'is_required'>;
  /** VND, and sites that ask for it, want exactly ten phone digits. */
  tenDigitPhone?: boolean;
  /** For check_password. */
  password?: string;
}

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

/**
 * The signup.* message key of a field's first broken rule, or null when the
 * value is acceptable. The form runs it on blur and submit; the server runs it on every call.
 */
export function registerFieldError(field: string, raw: string | undefined, ctx: FieldContext): string | null {
  const value = raw?.trim() ?? '';
  const required = ctx.setting?.is_required === 1;
  switch (field) {
    case 'member_account':
      if (blank(raw)) return 'signup.err_account_blank';
      if (!/^[A-Za-z0-9]+$/.test(value)) return 'signup.err_account_format';
      return value.length < 6 || value.length > 12 ? 'signup.err_account_length' : null;
    case 'password':
      if (!raw) return 'signup.err_psw_blank';
      if (raw.length < 6 || raw.length > 12) return 'signup.err_psw_length';
      return PASSWORD_PATTERN.test(raw) ? null : 'signup.err_psw_format';
    case 'check_password':
      if (!raw) return 'signup.err_checkPsw_blank';
      return raw === ctx.password ? null : 'signup.err_checkPsw_diff';
    case 'member_name':
      if (blank(raw)) return required ? 'signup.err_name_blank' : null;
      if (ctx.currency === 'RMB' && !CHINESE_NAME_PATTERN.test(value)) return 'signup.error_RMB_name_format';
      if (ctx.currency === 'VND' && !VND_NAME_PATTERN.test(value)) return 'signup.error_name_format';
      // Markup is refused by the request schema too (a 400); the form says so before sending.
      return value.length > 50 || /\s{2,}/.test(value) || hasMarkup(value) ? 'signup.error_name_format' : null;
    case 'member_email':
      if (blank(raw)) return required ? 'signup.err_email_blank' : null;
      return EMAIL_PATTERN.test(value) && value.length <= 254 && !hasMarkup(value) ? null : 'signup.err_email_format';
    case 'member_phone':
      if (blank(raw)) return required ? 'signup.err_phone_blank' : null;
      if (!/^\d+$/.test(value) || value.length > 15) return 'signup.err_phone_format';
      if (ctx.tenDigitPhone || ctx.currency === 'VND') return value.length === 10 ? null : 'signup.err_phone_vi_format';
      return value.length < 6 ? 'signup.err_phone_format' : null;
    case 'phone_verify':
      if (blank(raw)) return 'signup.verify_placeholder';
      if (!/^\d+$/.test(value)) return 'signup.error_verify_format';
      return value.length === 6 ? null : 'signup.error_verify';
    case 'identity_id':
      if (blank(raw)) return required ? 'signup.err_identity_id' : null;
      return /^[A-Za-z0-9-]{4,32}$/.test(value) ? null : 'signup.err_identity_id';
    case 'withdraw_password':
      if (blank(raw)) return required ? 'signup.err_withdrawPsw_blank' : null;
      return /^\d{4}$/.test(value) ? null : 'signup.err_withdrawPsw_blank';
    case 'member_birthday':
      return birthdayError(value, required);
    case 'member_others':
      return value.length > 100 ? 'signup.error_for_contact.length.member_others' : null;
    default:
      if (!isContact(field)) return null;
      if (blank(raw)) return required ? `signup.error_for_contact.placeholder.${field}` : null;
      if (!CONTACT_RULES[field].test(value)) return `signup.error_for_contact.format.${field}`;
      return value.length < 5 || value.length > 50 ? `signup.error_for_contact.length.${field}` : null;
  }
}

/** Year, month and day joined by dashes; a required birthday needs all three, an optional one all or none. */
function birthdayError(value: string, required: boolean): string | null {
  const [year = '', month = '', day = ''] = value === '' || value === '-' ? [] : value.split('-');
  if (!year && !month && !day) return required ? 'signup.err_birthdayYear_blank' : null;
  if (!year) return 'signup.err_birthdayYear_blank';
  if (!month) return 'signup.err_birthdayMonth_blank';
  if (!day) return 'signup.err_birthdayDate_blank';
  const date = new Date(`${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}T00:00:00Z`);
  const real = !Number.isNaN(date.getTime()) && date.getUTCDate() === Number(day) && date.getUTCFullYear() >= 1900;
  return real && date.getTime() < Date.now() ? null : 'signup.err_birthdayDate_blank';
}
