import { describe, expect, it } from 'vitest';
import { registerFieldError } from './registration-rules.js';

const shown = { is_display: 1 as const, is_required: 0 as const };
const required = { is_display: 1 as const, is_required: 1 as const };
const err = (field: string, value: string | undefined, over: Record<string, unknown> = {}) =>
  registerFieldError(field, value, { currency: 'USD', setting: shown, ...over });

describe('registration field rules', () => {
  it('account: blank, format, length', () => {
    expect(err('member_account', '')).toBe('signup.err_account_blank');
    expect(err('member_account', 'ab_cdef')).toBe('signup.err_account_format');
    expect(err('member_account', 'abc12')).toBe('signup.err_account_length');
    expect(err('member_account', 'abcdefghijklm')).toBe('signup.err_account_length');
    expect(err('member_account', 'abc123')).toBeNull();
  });

  it('password and its confirmation', () => {
    expect(err('password', '')).toBe('signup.err_psw_blank');
    expect(err('password', 'a1')).toBe('signup.err_psw_length');
    expect(err('password', 'abcdefg')).toBe('signup.err_psw_format');
    expect(err('password', '1234567')).toBe('signup.err_psw_format');
    expect(err('password', 'abc1234')).toBeNull();
    expect(err('check_password', '', { password: 'abc1234' })).toBe('signup.err_checkPsw_blank');
    expect(err('check_password', 'abc1235', { password: 'abc1234' })).toBe('signup.err_checkPsw_diff');
  });

  it('names by currency, trimmed', () => {
    expect(err('member_name', '', { setting: required })).toBe('signup.err_name_blank');
    expect(err('member_name', '')).toBeNull();
    expect(err('member_name', 'Zhang San', { currency: 'RMB' })).toBe('signup.error_RMB_name_format');
    expect(err('member_name', ' 张三 ', { currency: 'RMB' })).toBeNull();
    expect(err('member_name', 'Nguyen Van', { currency: 'VND' })).toBe('signup.error_name_format');
    expect(err('member_name', '  NguyenVan ', { currency: 'VND' })).toBeNull();
  });

  it('phone, phone code, e-mail', () => {
    expect(err('member_phone', '', { setting: required })).toBe('signup.err_phone_blank');
    expect(err('member_phone', '09-12')).toBe('signup.err_phone_format');
    expect(err('member_phone', '091234567', { currency: 'VND' })).toBe('signup.err_phone_vi_format');
    expect(err('member_phone', '0912345678', { currency: 'VND' })).toBeNull();
    expect(err('member_phone', '091234567', { tenDigitPhone: true })).toBe('signup.err_phone_vi_format');
    expect(err('phone_verify', '')).toBe('signup.verify_placeholder');
    expect(err('phone_verify', '12a456')).toBe('signup.error_verify_format');
    expect(err('phone_verify', '12345')).toBe('signup.error_verify');
    expect(err('member_email', 'a@b')).toBe('signup.err_email_format');
    expect(err('member_email', '', { setting: required })).toBe('signup.err_email_blank');
  });

  it('contact fields: characters and 5 to 50; @ only for telegram and skype', () => {
    expect(err('member_qq', 'ab_12.3-x')).toBeNull();
    expect(err('member_qq', 'abcd')).toBe('signup.error_for_contact.length.member_qq');
    expect(err('member_qq', 'abc@def')).toBe('signup.error_for_contact.format.member_qq');
    expect(err('member_telegram', '@handle1')).toBeNull();
    expect(err('member_skype', 'live:abc')).toBe('signup.error_for_contact.format.member_skype');
    expect(err('member_wechat', '', { setting: required })).toBe('signup.error_for_contact.placeholder.member_wechat');
    expect(err('member_zalo', 'x'.repeat(51))).toBe('signup.error_for_contact.length.member_zalo');
  });

  it('birthday all or none when optional; each part when required; withdraw password four digits', () => {
    expect(err('member_birthday', '-')).toBeNull();
    expect(err('member_birthday', '-', { setting: required })).toBe('signup.err_birthdayYear_blank');
    expect(err('member_birthday', '1990--')).toBe('signup.err_birthdayMonth_blank');
    expect(err('member_birthday', '1990-5-')).toBe('signup.err_birthdayDate_blank');
    expect(err('member_birthday', '1990-02-30')).toBe('signup.err_birthdayDate_blank');
    expect(err('member_birthday', '1990-02-28')).toBeNull();
    expect(err('withdraw_password', '')).toBeNull();
    expect(err('withdraw_password', '', { setting: required })).toBe('signup.err_withdrawPsw_blank');
    expect(err('withdraw_password', '12a4')).toBe('signup.err_withdrawPsw_blank');
    expect(err('identity_id', '', { setting: required })).toBe('signup.err_identity_id');
  });

  it('a name or an e-mail address with markup is refused before it is sent', () => {
    expect(err('member_name', '<img src=x onerror=alert(1)>')).toBe('signup.error_name_format');
    expect(err('member_name', 'Ann <3')).toBeNull();
    expect(err('member_email', '<b>x@example.com')).toBe('signup.err_email_format');
    expect(err('member_email', 'ann@example.com')).toBeNull();
  });
});
