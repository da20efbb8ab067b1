import type { RegisterSetting } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { fieldsFor, openCurrencies, phoneVerificationOn, recheckedFields } from './register-fields';
import { INTRODUCER_CODES, registerOutcome, smsOutcome } from './register-outcomes';

const fail = (code: number, message = '', data?: unknown) => new ApiError('server', message, code, data);

describe('registerOutcome', () => {
  it('puts a 400 rule failure under its field', () => {
    const error = fail(400, 'x', { field: 'member_account', rule: 'signup.err_account_length' });
    expect(registerOutcome(error)).toEqual({
      kind: 'field',
      field: 'member_account',
      key: 'signup.err_account_length',
    });
  });
  it("puts the server's message under the field when the rule is no message key (a currency not open)", () => {
    const closed = fail(400, 'The currency EUR is not open yet.', { field: 'member_currency' });
    expect(registerOutcome(closed)).toEqual({
      kind: 'field',
      field: 'member_currency',
      key: '',
      text: 'The currency EUR is not open yet.',
    });
    const schema = fail(400, 'Currency: too short', { field: 'member_currency', rule: 'too_small' });
    expect(registerOutcome(schema)).toMatchObject({ field: 'member_currency', text: 'Currency: too short' });
    expect(registerOutcome(fail(400, '', { field: 'member_currency', rule: 'too_small' }))).toMatchObject({
      key: 'signup.require_text',
    });
  });
  it("puts 229 (a currency the site does not open) under the currency, in the server's words", () => {
    const error = fail(229, 'The currency USD is not open for registration on this site.', {
      field: 'member_currency',
      rule: 'signup.currency_not_open',
    });
    expect(registerOutcome(error)).toEqual({
      kind: 'field',
      field: 'member_currency',
      key: '',
      text: 'The currency USD is not open for registration on this site.',
    });
  });
  it('maps catalogued codes to fields and toasts', () => {
    expect(registerOutcome(fail(102))).toMatchObject({ field: 'member_account', key: 'signup.err_account_used' });
    expect(registerOutcome(fail(113))).toMatchObject({ field: 'phone_verify' });
    expect(registerOutcome(fail(219))).toMatchObject({ field: 'introducer', key: 'signup.err_introducer_not_found' });
    expect(registerOutcome(fail(218))).toEqual({ kind: 'toast', key: 'signup.ip_error' });
    expect(registerOutcome(fail(996))).toEqual({ kind: 'toast', key: 'signup.err_too_frequent' });
    expect(registerOutcome(fail(997))).toEqual({ kind: 'toast', key: 'signup.err_ip_limit' });
  });
  it('shows the server message on contact fields and for 215', () => {
    const zalo = fail(305, 'signup.error_for_contact.length.member_zalo', { field: 'member_zalo' });
    expect(registerOutcome(zalo)).toMatchObject({
      field: 'member_zalo',
      key: 'signup.error_for_contact.length.member_zalo',
    });
    expect(registerOutcome(fail(215, 'carrier says no'))).toMatchObject({
      field: 'member_phone',
      text: 'carrier says no',
    });
    expect(registerOutcome(fail(215, 'signup.err_phone_blocked'))).toMatchObject({
      field: 'member_phone',
      key: 'signup.err_phone_blocked',
    });
  });
  it('says Register Error for a reply without a code, and networkError when no reply came', () => {
    expect(registerOutcome(new ApiError('network', 'Network error', 502))).toEqual({
      kind: 'toast',
      key: 'signup.register_error',
    });
    expect(registerOutcome(new ApiError('network', 'Network error', 200))).toEqual({
      kind: 'toast',
      key: 'signup.register_error',
    });
    expect(registerOutcome(new ApiError('network', 'Network error'))).toEqual({ kind: 'toast', key: 'networkError' });
    expect(registerOutcome(new ApiError('timeout', 'x'))).toEqual({ kind: 'toast', key: 'requestTimeout' });
  });
  it('falls back to the server message, then to generic keys', () => {
    expect(registerOutcome(fail(555, 'odd'))).toEqual({ kind: 'toast', text: 'odd' });
    expect(registerOutcome(fail(555))).toEqual({ kind: 'toast', key: 'signup.error' });
    expect(registerOutcome(new Error('x'))).toEqual({ kind: 'toast', key: 'signup.register_error' });
  });
  it('knows the introducer refusals', () => {
    expect([106, 107, 108, 109, 110, 112, 219].every((c) => INTRODUCER_CODES.has(c))).toBe(true);
    expect(INTRODUCER_CODES.has(228)).toBe(false);
  });
});

describe('smsOutcome', () => {
  it('starts the countdown on 102 and toasts 201 and unknown codes', () => {
    expect(smsOutcome(fail(102))).toEqual({ key: 'signup.sms_too_soon', countdown: true, toast: false });
    expect(smsOutcome(fail(201)).toast).toBe(true);
    expect(smsOutcome(fail(99)).key).toBe('signup.sms_phone_error');
    expect(smsOutcome(fail(103))).toEqual({ key: 'signup.sms_no_balance', countdown: false, toast: false });
    expect(smsOutcome(fail(500))).toEqual({ key: 'signup.sms_error', countdown: false, toast: true });
  });
});

describe('register fields', () => {
  const entry = (name: string, currency: string, over: Partial<RegisterSetting> = {}) =>
    ({
      name,
      currency,
      is_display: 1,
      is_required: 0,
      is_unique: 0,
      is_member_center: 0,
      is_verification: 0,
      ...over,
    }) as RegisterSetting;
  const list = [
    entry('member_currency', 'USD'),
    entry('member_currency', 'INR', { is_display: 0 }),
    entry('member_phone', 'USD', { is_unique: 1, is_member_center_verification: 1 }),
    entry('member_email', 'USD', { is_unique: 1 }),
    entry('member_qq', 'USD', { is_display: 0 }),
  ];
  it('lists open currencies and the displayed fields of one', () => {
    expect(openCurrencies(list)).toEqual(['USD']);
    const usd = fieldsFor(list, 'USD');
    expect(Object.keys(usd).sort()).toEqual(['member_currency', 'member_email', 'member_phone']);
    expect(phoneVerificationOn(usd)).toBe(true);
    expect(recheckedFields(usd)).toEqual(['member_account', 'member_email', 'member_phone']);
    const withIntroducer = fieldsFor([...list, entry('introducer', 'USD')], 'USD');
    expect(recheckedFields(withIntroducer)).toEqual(['member_account', 'member_email', 'member_phone', 'introducer']);
  });
});
