import { describe, expect, it } from 'vitest';
import {
  doubleValidationError,
  loginError,
  newPasswordErrors,
  passwordError,
  transferVerifyErrors,
} from './validation';

describe('login validation', () => {
  it('reports only the first missing field, in spec order', () => {
    expect(loginError('', '', '')).toEqual(['account', 'ph_account_name']);
    expect(loginError('  ', 'pw', 'abcd')).toEqual(['account', 'ph_account_name']);
    expect(loginError('abc', '', '')).toEqual(['password', 'ph_password']);
    expect(loginError('abc', 'pw', ' ')).toEqual(['captcha', 'ph_account_verify_code']);
    expect(loginError('abc', 'pw', '1234')).toBeUndefined();
  });
});

describe('double validation', () => {
  it('asks for the answer with a per-question message, then the captcha', () => {
    expect(doubleValidationError('member_email', '', '')).toEqual(['answer', 'dv.empty.member_email']);
    expect(doubleValidationError('withdraw_password', ' ', 'abcd')).toEqual(['answer', 'dv.empty.withdraw_password']);
    expect(doubleValidationError('favourite_colour', '', '')).toEqual(['answer', 'dv.empty.other']);
    expect(doubleValidationError('member_name', 'Alex', '')).toEqual(['captcha', 'ph_account_verify_code']);
    expect(doubleValidationError('member_name', 'Alex', 'abcd')).toBeUndefined();
  });
});

describe('transfer verification', () => {
  const ok = {
    account: 'reset001',
    withdrawPassword: '1234',
    via: 'email' as const,
    email: 'a@b.co',
    phone: '',
    captcha: 'abcd',
  };

  it('passes a complete form', () => {
    expect(transferVerifyErrors(ok)).toEqual({});
    expect(transferVerifyErrors({ ...ok, via: 'phone', email: '', phone: '0912000005' })).toEqual({});
  });

  it('names each failing field with the spec keys', () => {
    expect(transferVerifyErrors({ ...ok, account: '', withdrawPassword: '', email: 'nope', captcha: '' })).toEqual({
      account: 'ph_account_name',
      withdrawPassword: 'signup.require_text',
      email: 'signup.err_email_format',
      captcha: 'ph_account_verify_code',
    });
    expect(transferVerifyErrors({ ...ok, email: '' }).email).toBe('signup.err_email_format');
    expect(transferVerifyErrors({ ...ok, via: 'phone', phone: ' ' }).phone).toBe('signup.err_phone_invalid');
    expect(transferVerifyErrors({ ...ok, withdrawPassword: '12' }).withdrawPassword).toBe('tv.withdraw_digits');
  });
});

describe('password rules', () => {
  it('checks the password with the shared rule', () => {
    expect(passwordError('abc12')).toBe('signup.err_psw_length');
    expect(passwordError('abcdefg')).toBe('signup.err_psw_format');
    expect(passwordError('abc1234')).toBeUndefined();
  });

  it('checks a new password: required, 6–12, equal to the confirmation', () => {
    expect(newPasswordErrors('', '')).toEqual({ password: 'signup.err_psw_blank', check: undefined });
    expect(newPasswordErrors('ab1', 'ab1')).toEqual({ password: 'signup.err_psw_length', check: undefined });
    expect(newPasswordErrors('abcdefg1234567', 'x').password).toBe('signup.err_psw_length');
    expect(newPasswordErrors('Fresh1234', '')).toEqual({ password: undefined, check: 'signup.err_checkPsw_diff' });
    expect(newPasswordErrors('Fresh1234', 'Fresh1234')).toEqual({ password: undefined, check: undefined });
  });
});
