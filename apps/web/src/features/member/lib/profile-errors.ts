import type { MEMBER_CENTRE_CODES, ProfileEditField } from '@playdeck/contract';
import { RESULT } from '@playdeck/contract';
import { ApiError } from '../../../shared/api/api-error';
import { hasMessage } from '../../../shared/i18n/translate';

type Codes = typeof MEMBER_CENTRE_CODES;
/** The contract's codes (its module carries zod, so they are spelled here and checked against it). */
export const PROFILE_CODES = {
  fieldNotEditable: 3201,
  fieldInvalid: 3202,
  fieldTaken: 3203,
  phoneCodeRequired: 3204,
  phoneCodeWrong: 3205,
  smsTooSoon: 3206,
  smsFailed: 3207,
} as const satisfies Partial<Codes>;

/** What a failed profile call shows: a message key (or a ready text), under the value or the SMS code. */
export interface ProfileFailure {
  at: 'value' | 'code' | 'form';
  key?: string;
  text?: string;
}

/** The registration catalog's "already in use" texts; other fields say it in general words. */
const TAKEN: Partial<Record<ProfileEditField, string>> = {
  member_email: 'signup.err_email_used',
  member_phone: 'signup.err_phone_used',
  member_name: 'signup.err_name_used',
  identity_id: 'signup.err_identity_used',
};

/** A rejected profileEdit or profilePhoneCode, for the field being edited. Aborted or 401: nothing (null). */
export function profileFailure(error: unknown, field: ProfileEditField): ProfileFailure | null {
  if (!(error instanceof ApiError)) return { at: 'form', key: 'member.err.unknown' };
  if (error.kind === 'aborted' || error.kind === 'unauthorized') return null;
  if (error.kind !== 'server') return { at: 'form', text: error.message };
  switch (error.code) {
    case PROFILE_CODES.fieldNotEditable:
      return { at: 'form', key: 'member.err.not_editable' };
    case PROFILE_CODES.fieldInvalid: {
      // data.rule names the registration message of the broken rule (signup.err_email_format).
      const rule = (error.data as { rule?: unknown } | null)?.rule;
      return { at: 'value', key: typeof rule === 'string' && hasMessage(rule) ? rule : 'member.err.invalid' };
    }
    case PROFILE_CODES.fieldTaken:
      return { at: 'value', key: TAKEN[field] ?? 'member.err.taken' };
    case PROFILE_CODES.phoneCodeRequired:
      return { at: 'code', key: 'signup.verify_placeholder' };
    case PROFILE_CODES.phoneCodeWrong:
      return { at: 'code', key: 'signup.err_sms_code' };
    case PROFILE_CODES.smsTooSoon:
      return { at: 'code', key: 'member.err.sms_too_soon' };
    case PROFILE_CODES.smsFailed:
      return { at: 'code', key: 'member.err.sms_failed' };
    case RESULT.badRequest:
      return { at: 'value', key: 'member.err.invalid' };
    default:
      return error.message ? { at: 'form', text: error.message } : { at: 'form', key: 'member.err.unknown' };
  }
}
