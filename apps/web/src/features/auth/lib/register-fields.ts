import type { RegisterField, RegisterSetting } from '@playdeck/contract';

/** The profile fields the form can show, in the order they are drawn (wire names). */
export const PROFILE_FIELDS = [
  'member_name',
  'member_email',
  'member_phone',
  'member_birthday',
  'withdraw_password',
  'member_qq',
  'member_wechat',
  'member_telegram',
  'member_whats_app',
  'member_skype',
  'member_fb',
  'member_zalo',
  'member_others',
  'identity_id',
] as const satisfies readonly RegisterField[];
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The displayed settings of one currency, by field name. */
export type CurrencyFields = Partial<Record<RegisterField, RegisterSetting>>;

export function fieldsFor(list: readonly RegisterSetting[], currency: string): CurrencyFields {
  const shown: CurrencyFields = {};
  for (const entry of list) if (entry.currency === currency && entry.is_display === 1) shown[entry.name] = entry;
  return shown;
}

/** Currencies whose member_currency entry is displayed: the only ones the select offers. */
export function openCurrencies(list: readonly RegisterSetting[]): string[] {
  return list.filter((s) => s.name === 'member_currency' && s.is_display === 1).map((s) => s.currency);
}

export const phoneVerificationOn = (fields: CurrencyFields) => fields.member_phone?.is_member_center_verification === 1;

/** The account, unique fields, the phone and the introducer: re-checked after a currency change. */
export function recheckedFields(fields: CurrencyFields): string[] {
  const names = PROFILE_FIELDS.filter((f) => fields[f]?.is_unique === 1 || f === 'member_phone');
  return ['member_account', ...names.filter((f) => fields[f]), ...(fields.introducer ? ['introducer'] : [])];
}
