import type { RegisterSetting } from '@playdeck/contract';
import { registerFieldError } from '@playdeck/contract';
import { useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { hasMessage, t } from '../../../shared/i18n/translate';
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
const LOCAL_ONLY = new Set(['password', 'check_password', 'phone_verify', 'captcha']);
/** Diagnostic strings kept for the submit body's error_track: the contract takes at most 20. */
const TRACK_MAX = 20;

/** The message of a failed verification, shown under its field. */
export function outcomeText(error: unknown): { field?: string; text: string } {
  const outcome = registerOutcome(error);
  // A key this page has no message for would show as the key itself: the server's own message then.
  const server = error instanceof ApiError && error.message ? error.message : undefined;
  const known = outcome.key && (hasMessage(outcome.key) || !server) ? outcome.key : undefined;
  const text = known ? t(known) : (outcome.text ?? server ?? t('signup.error'));
  return outcome.kind === 'field'
    ? { field: outcome.field, text: outcome.text && !known ? outcome.text : text }
    : { text };
}

/**
 * The values, errors and displayed fields of the registration form: each field is checked on
 * blur with the contract's rules, then by /register/verification; a currency change recomputes the fields.
 */
export function useRegisterFields(
  settings: readonly RegisterSetting[],
  initialCurrency: string,
  /** A server refusal on blur, by code (an introducer's 106-110, 112, 219 drop the kept referral). */
  onRefused?: (code: number) => void,
) {
  const [currency, setCurrency] = useState(initialCurrency);
  const [values, setValues] = useState<Values>({ ...BASE });
  const [errors, setErrors] = useState<Errors>({});
  const track = useRef<string[]>([]);
  const checked = useRef<Record<string, string>>({});
  // Only a field the visitor changed is checked on blur.
  const changed = useRef(new Set<string>());
  const fields: CurrencyFields = fieldsFor(settings, currency);

  const note = (entry: string) => {
    track.current = [...track.current, entry.slice(0, 200)].slice(-TRACK_MAX);
  };
  /**
   * A field with an error also resets the captcha status: its answer is cleared, so the code
   * is typed again once the form is right.
   */
  const setError = (field: string, text: string | undefined) => {
    setErrors((e) => ({ ...e, [field]: text }));
    if (text && field !== 'captcha' && field !== 'agreement') setValues((v) => (v.captcha ? { ...v, captcha: '' } : v));
  };
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
    if (key) {
      note(`${field}:${key}`);
      return setError(field, t(key));
    }
    setError(field, undefined);
    const value = all[field]?.trim() ?? '';
    if (LOCAL_ONLY.has(field) || !value || checked.current[field] === `${cur}:${value}`) return;
    checked.current[field] = `${cur}:${value}`;
    try {
      await verifyRegisterField(field, value, cur);
    } catch (error) {
      delete checked.current[field];
      const code = (error as { code?: number }).code;
      note(`${field}:${code ?? 'no code'}`);
      const found = outcomeText(error);
      setError(found.field ?? field, found.text);
      if (code !== undefined) onRefused?.(code);
    }
  };

  const set = (field: string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(field, undefined);
    changed.current.add(field);
  };

  /** A currency change: recompute fields, clear hidden ones, reset the birthday, maybe the phone code, re-check. */
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
    // A site that opens no currency to registration: the form says so and nothing is sent.
    if (!currency) {
      found.member_currency = t('signup.no_currency_open');
      note('member_currency:none open');
    }
    for (const name of names) {
      const key = localError(name, values);
      if (key) {
        found[name] = t(key);
        note(`${name}:${key}`);
      }
    }
    setErrors(found);
    const others = Object.keys(found).filter((name) => name !== 'captcha');
    if (others.length > 0) setValues((v) => (v.captcha ? { ...v, captcha: '' } : v));
    return Object.keys(found).length === 0;
  };

  const reset = () => {
    setValues({ ...BASE });
    setErrors({});
    checked.current = {};
    changed.current.clear();
    track.current = [];
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
    /** What went wrong on the way to this submit, for its error_track. */
    errorTrack: () => [...track.current],
    note,
  };
}
