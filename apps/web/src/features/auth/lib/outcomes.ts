import type { DoubleValidationChallenge } from '@playdeck/contract';
import type { Vars } from '../../../shared/i18n/translate';
import { hasMessage, t } from '../../../shared/i18n/translate';
import {
  DOUBLE_VALIDATION_CODES as DV,
  EDIT_PASSWORD_CODES,
  FORGOT_PASSWORD_CODES,
  LOGIN_CODES as LOGIN,
  SMS_CODES,
  VX_CODES,
  VX_RESET_CODES,
} from './codes';

/** What a failed call means for the person: a message key (with vars), or the server's own message. */
export type Notice = { key: string; vars?: Vars; suffix?: string } | { server: string };

/** The text of a notice; a server message that is one of our keys (e.g. account_error) is translated. */
export function noticeText(notice: Notice): string {
  if ('key' in notice) return t(notice.key, notice.vars) + (notice.suffix ?? '');
  if (!notice.server) return t('auth.unknown_error');
  return hasMessage(notice.server) ? t(notice.server) : notice.server;
}

/** The parts of an ApiError the mappings read. */
export interface Failure {
  kind?: string;
  code?: number;
  message: string;
  data?: unknown;
}

const server = (f: Failure): Notice => ({ server: f.message });
const isChallenge = (data: unknown): data is DoubleValidationChallenge =>
  !!data && typeof data === 'object' && typeof (data as DoubleValidationChallenge).member_login_id === 'string';

export type LoginOutcome =
  | { kind: 'notice'; notice: Notice }
  | { kind: 'doubleValidation'; notice: Notice; challenge: DoubleValidationChallenge }
  | { kind: 'transferValidation'; account?: string };

/** Login result codes to what the form shows (104 is our throttle, decision 0005). */
export function loginOutcome(f: Failure): LoginOutcome {
  const notice = (key: string, vars?: Vars, suffix?: string): LoginOutcome => ({
    kind: 'notice',
    notice: { key, vars, suffix },
  });
  if (f.kind && f.kind !== 'server') return { kind: 'notice', notice: server(f) };
  switch (f.code) {
    case LOGIN.accountError:
      return notice('account_error');
    case LOGIN.accountDisabled:
      return notice('account_disable');
    case LOGIN.accountFrozen:
      return notice('account_freezen');
    case LOGIN.throttled: {
      const seconds = (f.data as { retry_after?: unknown } | null)?.retry_after;
      return typeof seconds === 'number'
        ? notice('auth.too_many_attempts', { seconds })
        : { kind: 'notice', notice: server(f) };
    }
    case LOGIN.captchaWrong:
      return notice('verify_failed');
    case LOGIN.countryDenied:
    case LOGIN.countryUnknown:
    case LOGIN.countryNotForCurrency:
      return notice('ip_error', undefined, ` (${f.code})`);
    case LOGIN.ipDenied:
      return notice('ip_error');
    case LOGIN.differentDevice:
      return isChallenge(f.data)
        ? { kind: 'doubleValidation', notice: { key: 'different_device' }, challenge: f.data }
        : { kind: 'notice', notice: server(f) };
    case LOGIN.transferValidationRequired: {
      const account = (f.data as { account?: unknown } | null)?.account;
      return { kind: 'transferValidation', account: typeof account === 'string' ? account : undefined };
    }
    default:
      return { kind: 'notice', notice: server(f) };
  }
}

export interface DoubleValidationOutcome {
  notice: Notice;
  /** The question to ask now (103 and 104 carry it). */
  next?: DoubleValidationChallenge;
  /** The challenge is over (998) or gone (101, 202): back to the login form. */
  close?: boolean;
}

/** Double-validation result codes to what the dialog shows; `skip` maps 101 to account_error. */
export function doubleValidationOutcome(f: Failure, skip = false): DoubleValidationOutcome {
  const next = isChallenge(f.data) ? f.data : undefined;
  if (f.kind && f.kind !== 'server') return { notice: server(f) };
  switch (f.code) {
    case DV.unknownChallenge:
      return { notice: skip ? { key: 'account_error' } : server(f), close: true };
    case DV.expired:
      return { notice: server(f), close: true };
    case DV.accountUnavailable:
      return { notice: server(f) };
    case DV.ipDenied:
      return { notice: { key: 'ip_error' } };
    case DV.answerWrong:
    case DV.answerEmpty:
    case DV.captchaWrong:
    case 205:
    case 206:
      return { notice: { key: 'verify_failed' }, next };
    case DV.exhausted:
      return { notice: { key: 'double_validation_faild' }, close: true };
    default:
      return { notice: server(f) };
  }
}

const REVERIFY: Notice = { key: 'signup.error_verify_pls_reVerify' };
const VX_VERIFY_REVERIFY: number[] = Object.values(VX_CODES).filter((code) => code !== VX_CODES.captchaWrong);
const VX_RESET_REVERIFY: number[] = Object.values(VX_RESET_CODES);

/** Transfer validation step 1 (101, 102, 201–204 ask to verify again; a wrong captcha code is verify_failed). */
export function vxVerifyNotice(f: Failure): Notice {
  if (f.kind === 'server' && f.code === VX_CODES.captchaWrong) return { key: 'verify_failed' };
  return f.kind === 'server' && VX_VERIFY_REVERIFY.includes(f.code ?? 0) ? REVERIFY : server(f);
}

/** Transfer validation step 2 (101, 102, 201–203 ask to verify again). */
export const vxResetNotice = (f: Failure): Notice =>
  f.kind === 'server' && VX_RESET_REVERIFY.includes(f.code ?? 0) ? REVERIFY : server(f);

/** SMS send: every code shows the server's message; 102 (once per five minutes) still starts the timer. */
export const smsOutcome = (f: Failure) => ({ notice: server(f), countdown: f.code === SMS_CODES.tooSoon });

/** Forgotten password, step 2. */
export function forgotResetNotice(f: Failure): Notice {
  if (f.code === FORGOT_PASSWORD_CODES.codeWrong) return { key: 'forgot.code_wrong' };
  if (f.code === FORGOT_PASSWORD_CODES.format) return { key: 'signup.err_psw_format' };
  if (f.code === FORGOT_PASSWORD_CODES.mismatch) return { key: 'signup.err_checkPsw_diff' };
  return server(f);
}

/** Change password (member profile, forced first-login change). */
export function editPasswordNotice(f: Failure): Notice {
  if (f.code === EDIT_PASSWORD_CODES.oldPasswordWrong) return { key: 'pwd.old_wrong' };
  if (f.code === EDIT_PASSWORD_CODES.format) return { key: 'signup.err_psw_format' };
  if (f.code === EDIT_PASSWORD_CODES.mismatch) return { key: 'signup.err_checkPsw_diff' };
  return server(f);
}
