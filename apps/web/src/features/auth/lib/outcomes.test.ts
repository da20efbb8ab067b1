import { describe, expect, it } from 'vitest';
import {
  doubleValidationOutcome,
  editPasswordNotice,
  forgotResetNotice,
  loginOutcome,
  noticeText,
  smsOutcome,
  vxResetNotice,
  vxVerifyNotice,
} from './outcomes';

const fail = (code: number, data: unknown = null, message = 'from server') => ({ kind: 'server', code, message, data });
const challenge = { member_login_id: 'abc', question: 'member_email', available_questions_count: 3 };

describe('login codes', () => {
  it('maps each code to its message key', () => {
    const key = (code: number, data?: unknown) => {
      const outcome = loginOutcome(fail(code, data));
      return outcome.kind === 'notice' && 'key' in outcome.notice ? outcome.notice.key : undefined;
    };
    expect(key(101)).toBe('account_error');
    expect(key(102)).toBe('account_disable');
    expect(key(103)).toBe('account_freezen');
    expect(key(105)).toBe('verify_failed');
    expect(key(106)).toBe('ip_error');
    expect(key(104, { retry_after: 8 })).toBe('auth.too_many_attempts');
  });

  it('appends the code to ip_error for 201, 202 and 203', () => {
    for (const code of [201, 202, 203]) {
      expect(loginOutcome(fail(code))).toEqual({ kind: 'notice', notice: { key: 'ip_error', suffix: ` (${code})` } });
    }
  });

  it('opens double validation on 107 and transfer validation on 802', () => {
    expect(loginOutcome(fail(107, challenge))).toEqual({
      kind: 'doubleValidation',
      notice: { key: 'different_device' },
      challenge,
    });
    expect(loginOutcome(fail(802, { account: 'reset001' }))).toEqual({
      kind: 'transferValidation',
      account: 'reset001',
    });
  });

  it('shows the server message for other codes and for network failures', () => {
    expect(loginOutcome(fail(400, null, 'account: too long'))).toEqual({
      kind: 'notice',
      notice: { server: 'account: too long' },
    });
    expect(loginOutcome({ kind: 'timeout', message: 'requestTimeout text' })).toEqual({
      kind: 'notice',
      notice: { server: 'requestTimeout text' },
    });
  });
});

describe('double validation codes', () => {
  it('maps codes and carries the next question', () => {
    expect(doubleValidationOutcome(fail(103, challenge))).toEqual({
      notice: { key: 'verify_failed' },
      next: challenge,
    });
    for (const code of [104, 105, 205, 206])
      expect(doubleValidationOutcome(fail(code)).notice).toEqual({ key: 'verify_failed' });
    expect(doubleValidationOutcome(fail(106)).notice).toEqual({ key: 'ip_error' });
    expect(doubleValidationOutcome(fail(998))).toEqual({ notice: { key: 'double_validation_faild' }, close: true });
    expect(doubleValidationOutcome(fail(102)).notice).toEqual({ server: 'from server' });
    expect(doubleValidationOutcome(fail(202))).toEqual({ notice: { server: 'from server' }, close: true });
  });

  it('skip answers 101 with account_error', () => {
    expect(doubleValidationOutcome(fail(101), true).notice).toEqual({ key: 'account_error' });
    expect(doubleValidationOutcome(fail(101)).notice).toEqual({ server: 'from server' });
  });
});

describe('transfer validation, SMS and password codes', () => {
  it('asks to verify again for the listed codes only', () => {
    for (const code of [101, 102, 201, 202, 203, 204]) {
      expect(vxVerifyNotice(fail(code))).toEqual({ key: 'signup.error_verify_pls_reVerify' });
    }
    expect(vxVerifyNotice(fail(500))).toEqual({ server: 'from server' });
    // A code that does not match the captcha is verify_failed, not "verify again".
    expect(vxVerifyNotice(fail(105))).toEqual({ key: 'verify_failed' });
    for (const code of [101, 102, 201, 202, 203]) {
      expect(vxResetNotice(fail(code))).toEqual({ key: 'signup.error_verify_pls_reVerify' });
    }
    expect(vxResetNotice(fail(204))).toEqual({ server: 'from server' });
  });

  it('starts the SMS countdown on 102 as well', () => {
    expect(smsOutcome(fail(102))).toEqual({ notice: { server: 'from server' }, countdown: true });
    expect(smsOutcome(fail(99)).countdown).toBe(false);
  });

  it('maps password form codes', () => {
    expect(forgotResetNotice(fail(101))).toEqual({ key: 'forgot.code_wrong' });
    expect(forgotResetNotice(fail(103))).toEqual({ key: 'signup.err_checkPsw_diff' });
    expect(editPasswordNotice(fail(101))).toEqual({ key: 'pwd.old_wrong' });
    expect(editPasswordNotice(fail(102))).toEqual({ key: 'signup.err_psw_format' });
  });

  it('renders keys, suffixes and server text', () => {
    expect(noticeText({ key: 'ip_error', suffix: ' (201)' })).toBe('ip_error (201)');
    expect(noticeText({ server: 'plain words' })).toBe('plain words');
    expect(noticeText({ server: '' })).toBe('auth.unknown_error');
  });
});
