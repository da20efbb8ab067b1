import type { RegisterSetting } from '@playdeck/contract';
import { registerFieldError } from '@playdeck/contract';
import { useRef, useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { verifyRegisterField } from '../api/register-verification';
import { registerOutcome } from '../lib/register-outcomes';
import type { CurrencyFields } from '../lib/register-fields';
import { PROFILE_FIELDS, fieldsFor, phoneVerificationOn, recheckedFields } from '../lib/register-fields';

export type Values = Record<string, string>;
export type Errors = Record<string, string | undefined>;

const BASE: Values = {
  member_account: '',
  password: '',
  check_password: '',
  captcha: '',
  phone_verify: '',
  introducer: '',
};
/** Checked locally only: the server never sees them on blur. */
const LOCAL_ONLY = new Set(['password', 'check_password', 'phone_verify', 'captcha', 'introducer']);

/** The message of a failed verification, shown under its field (R§8). */
export function outcomeText(error: unknown): { field?: string; text: string } {
  const outcome = registerOutcome(error);
  const text = outcome.key ? t(outcome.key) : (outcome.text ?? t('signup.error'));
  return outcome.kind === 'field'
    ? { field: outcome.field, text: outcome.text && !outcome.key ? outcome.text : text }
    : { text };
}

/**
 * The values, errors and displayed fields of the registration form (R§4, §5): each field is checked on
 * blur with the contract's rules, then by /register/verification; a currency change recomputes the fields.
 */
export function useRegisterFields(settings: readonly RegisterSetting[], initialCurrency: string) {
  const [currency, setCurrency] = useState(initialCurrency);
  const [values, setValues] = useState<Values>({ ...BASE });
  const [errors, setErrors] = useState<Errors>({});
  const checked = useRef<Record<string, string>>({});
  // Only a field the visitor changed is checked on blur (R§4 step 2).
  const changed = useRef(new Set<string>());
  const fields: CurrencyFields = fieldsFor(settings, currency);

  const setError = (field: string, text: string | undefined) => setErrors((e) => ({ ...e, [field]: text }));
  const localError = (field: string, all: Values, cur = currency, shown = fields) => {
    if (field === 'captcha') return all.captcha?.trim() ? null : 'signup.err_verify_blank';
    return registerFieldError(field, all[field], {
      currency: cur,
      setting: shown[field as keyof CurrencyFields],
      password: all.password,
    });
  };

  const check = async (field: string, all: Values, cur = currency, shown = fields) => {
    const key = localError(field, all, cur, shown);
    if (key) return setError(field, t(key));
    setError(field, undefined);
    const value = all[field]?.trim() ?? '';
    if (LOCAL_ONLY.has(field) || !value || checked.current[field] === `${cur}:${value}`) return;
    checked.current[field] = `${cur}:${value}`;
    try {
      await verifyRegisterField(field, value, cur);
    } catch (error) {
      delete checked.current[field];
      const found = outcomeText(error);
      setError(found.field ?? field, found.text);
    }
  };

  const set = (field: string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(field, undefined);
    changed.current.add(field);
  };

  /** R§4: recompute fields, clear hidden ones, reset the birthday, maybe the phone code, re-check. */
  const changeCurrency = (next: string) => {
    const shown = fieldsFor(settings, next);
    const cleared: Values = { ...values, member_birthday: '' };
    for (const f of PROFILE_FIELDS) if (!shown[f]) cleared[f] = '';
    if (phoneVerificationOn(shown) !== phoneVerificationOn(fields)) cleared.phone_verify = '';
    setCurrency(next);
    setValues(cleared);
    setErrors({});
    checked.current = {};
    for (const f of recheckedFields(shown)) if (cleared[f]) void check(f, cleared, next, shown);
  };

  /** Every displayed field through the local rules (submit); returns whether all passed. */
  const validateAll = (): boolean => {
    const names = ['member_account', 'password', ...(fields.check_password ? ['check_password'] : [])];
    names.push(...PROFILE_FIELDS.filter((f) => fields[f]));
    if (phoneVerificationOn(fields) && values.member_phone?.trim()) names.push('phone_verify');
    names.push('captcha');
    const found: Errors = {};
    for (const name of names) {
      const key = localError(name, values);
      if (key) found[name] = t(key);
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const reset = () => {
    setValues({ ...BASE });
    setErrors({});
    checked.current = {};
    changed.current.clear();
  };

  return {
    currency,
    values,
    errors,
    fields,
    set,
    setError,
    blur: (f: string) => void (changed.current.has(f) && check(f, values)),
    changeCurrency,
    validateAll,
    reset,
    setValues,
  };
}
