/** Result codes of the identity calls (zod-free, so pages can import them without the schemas). */
export const LOGIN_CODES = {
  accountError: 101,
  accountDisabled: 102,
  accountFrozen: 103,
  /** Our addition: too many failed attempts, retry after `data.retry_after` seconds. */
  throttled: 104,
  captchaWrong: 105,
  ipDenied: 106,
  differentDevice: 107,
  countryDenied: 201,
  countryUnknown: 202,
  countryNotForCurrency: 203,
  transferValidationRequired: 802,
} as const;

export const DOUBLE_VALIDATION_CODES = {
  unknownChallenge: 101,
  accountUnavailable: 102,
  answerWrong: 103,
  answerEmpty: 104,
  captchaWrong: 105,
  ipDenied: 106,
  expired: 202,
  exhausted: 998,
} as const;

export const VX_CODES = {
  accountError: 101,
  accountUnavailable: 102,
  withdrawPasswordWrong: 201,
  contactMismatch: 202,
  /** Too many wrong tries for this account from this address: wait, then verify again. */
  tooManyAttempts: 203,
  noWithdrawPassword: 204,
  /** The code does not match the captcha shown: verify_failed, not "verify again". */
  captchaWrong: 105,
} as const;

export const VX_RESET_CODES = {
  accountError: 101,
  accountUnavailable: 102,
  tokenInvalid: 201,
  passwordFormat: 202,
  tokenUsed: 203,
} as const;

export const CAPTCHA_CODES = { tooSoon: 101 } as const;
export const EDIT_PASSWORD_CODES = { oldPasswordWrong: 101, format: 102, mismatch: 103 } as const;
export const AVAILABLE_QUESTIONS_COUNT = 3;

/** SMS send codes, shared by every SMS call. */
export const SMS_CODES = {
  phoneInvalid: 99,
  tooSoon: 102,
  noBalance: 103,
  contactSupport: 104,
  phoneBlank: 201,
} as const;
export const FORGOT_PASSWORD_CODES = { codeWrong: 101, format: 102, mismatch: 103 } as const;

/** Profile fields double validation may ask about. */
export const DOUBLE_VALIDATION_QUESTIONS = [
  'member_name',
  'identity_id',
  'member_phone',
  'member_email',
  'withdraw_password',
] as const;
export type DoubleValidationQuestion = (typeof DOUBLE_VALIDATION_QUESTIONS)[number];
