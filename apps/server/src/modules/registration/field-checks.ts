import { CONTACT_FIELD_CODES, REGISTER_CODES as CODES, registerFieldError } from '@playdeck/contract';
import type { RegisterSetting } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { isMessageKey, msg } from '../../i18n/catalog.js';
import type { SiteRecord } from '../site/types.js';
import { registrationOptions } from './introducer.js';
import type { RegistrationRepo } from './repo.js';
import { isUniqueField } from './repo.js';

export type SettingsByField = Map<string, RegisterSetting>;

const USED_CODES: Record<string, number> = {
  member_account: CODES.accountUsed,
  member_name: CODES.nameUsed,
  member_phone: CODES.phoneUsed,
  member_email: CODES.emailUsed,
  identity_id: CODES.identityUsed,
};

const USED_KEYS: Record<string, MessageKey> = {
  member_account: 'signup.err_account_used',
  member_name: 'signup.err_name_used',
  member_phone: 'signup.err_phone_used',
  member_email: 'signup.err_email_used',
  identity_id: 'signup.err_identity_used',
};

/** A rule failure: the spec's code where it has one, else a 400 naming the field and the message key. */
function ruleFailure(field: string, rule: string): ApiError<{ field: string; rule: string }> {
  const data = { field, rule };
  const key = isMessageKey(rule) ? rule : msg('validation.invalid', { field });
  if (field === 'member_email') return new ApiError(CODES.emailInvalid, key, 200, data);
  if (field === 'member_phone') return new ApiError(CODES.phoneInvalid, key, 200, data);
  if (field === 'member_name') return new ApiError(CODES.nameInvalid, key, 200, data);
  const contact = CONTACT_FIELD_CODES[field as keyof typeof CONTACT_FIELD_CODES];
  if (contact) return new ApiError(contact, key, 200, data);
  return new ApiError(400, key, 400, data);
}

/**
 * One field through every server rule: its format, the blacklist, then
 * uniqueness. Used on blur (/register/verification) and on submit, so both always agree.
 */
export async function checkField(
  repo: RegistrationRepo,
  site: SiteRecord,
  currency: string,
  settings: SettingsByField,
  field: string,
  value: string | undefined,
  password?: string,
): Promise<void> {
  const setting = settings.get(field);
  const key = registerFieldError(field, value, {
    currency,
    setting,
    password,
    tenDigitPhone: registrationOptions(site).tenDigitPhone,
  });
  if (key) throw ruleFailure(field, key);
  const text = value?.trim();
  if (!text) return;
  if (field === 'member_name' && (await repo.isBlacklisted(site.siteId, 'name', text))) {
    throw new ApiError(CODES.nameBlacklisted, 'signup.err_name_blacklisted', 200, { field });
  }
  // 215 "phone error with the server message": a number the site refuses; the message is a key.
  if (field === 'member_phone' && (await repo.isBlacklisted(site.siteId, 'phone', text))) {
    throw new ApiError(CODES.phoneError, 'signup.err_phone_blocked', 200, { field });
  }
  if (field === 'member_email' && (await repo.isBlacklisted(site.siteId, 'email', text))) {
    throw new ApiError(CODES.emailBlacklisted, 'signup.err_email_blacklisted', 200, { field });
  }
  const unique = field === 'member_account' || (setting?.is_unique === 1 && isUniqueField(field));
  if (unique && (await repo.isTaken(site.siteId, field as Parameters<RegistrationRepo['isTaken']>[1], text))) {
    throw new ApiError(USED_CODES[field] ?? 400, USED_KEYS[field] ?? 'member.err.taken', 200, { field });
  }
}
