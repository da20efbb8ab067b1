import type { MemberProfile, ProfileEditField, ProfileFieldRule } from '@playdeck/contract';
import { CONTACT_FIELDS, registerFieldError } from '@playdeck/contract';

/**
 * The contract's PROFILE_EDIT_FIELDS in display order, spelled here because that module carries zod
 * schemas; the check below fails the type-check when the contract gains a field this list lacks.
 */
export const PROFILE_FIELDS = [
  'member_name',
  'member_email',
  'member_phone',
  'member_birthday',
  'identity_id',
  'member_line',
  'member_others',
  'member_qq',
  'member_skype',
  'member_wechat',
  'member_fb',
  'member_zalo',
  'member_telegram',
  'member_whats_app',
] as const satisfies readonly ProfileEditField[];
type Unlisted = Exclude<ProfileEditField, (typeof PROFILE_FIELDS)[number]>;
export const EVERY_FIELD_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;

export type FieldGroup = 'personal' | 'contact';

/** LINE and "other contact" are messengers too, so they sit with the contact fields (CONTACT_FIELDS). */
const CONTACT: readonly ProfileEditField[] = [...CONTACT_FIELDS, 'member_line', 'member_others'];

export interface ShownField {
  name: ProfileEditField;
  group: FieldGroup;
  /** '' when the member has not given it. */
  value: string;
  editable: boolean;
  required: boolean;
  /** A new phone number needs the SMS code. */
  verify: boolean;
}

/** The profile's value of a field (the ID number is `new_identity_id` in the profile). */
export function profileValue(profile: MemberProfile, field: ProfileEditField): string {
  const value = field === 'identity_id' ? profile.new_identity_id : profile[field];
  return value ?? '';
}

/**
 * The fields the Info page lists, in order: a field shows when the site displays it or the member has
 * given it; only an editable one can be changed. A field the rules do not name shows its value only.
 */
export function shownFields(profile: MemberProfile, rules: readonly ProfileFieldRule[]): ShownField[] {
  return PROFILE_FIELDS.flatMap((name) => {
    const rule = rules.find((r) => r.name === name);
    const value = profileValue(profile, name);
    if (rule?.is_display !== 1 && !value) return [];
    return [
      {
        name,
        group: CONTACT.includes(name) ? 'contact' : 'personal',
        value,
        editable: rule?.editable === 1,
        required: rule?.is_required === 1,
        verify: name === 'member_phone' && rule?.needs_verification === 1,
      },
    ];
  });
}

/** The registration rule of a field (contract): the signup.* key of its first broken rule, or null. */
export function fieldProblem(field: ShownField, value: string, currency: string): string | null {
  return registerFieldError(field.name, value, {
    currency,
    setting: { is_display: 1, is_required: field.required ? 1 : 0 },
  });
}

/** Has the member changed the field (spaces around it do not count)? */
export const isChanged = (field: ShownField, value: string) => value.trim() !== field.value.trim();

/** A changed phone on a site that verifies phones needs the SMS code sent to the new number. */
export const needsPhoneCode = (field: ShownField, value: string) => field.verify && isChanged(field, value);

/** The SMS code as the registration form checks it (six digits). */
export const phoneCodeProblem = (code: string) => registerFieldError('phone_verify', code, { currency: '' });

/** profileEdit's body: only the changed field, and the SMS code when one is needed. */
export function editBody(field: ShownField, value: string, phoneCode: string) {
  return {
    [field.name]: value.trim(),
    ...(needsPhoneCode(field, value) ? { phone_code: phoneCode.trim() } : {}),
  };
}
