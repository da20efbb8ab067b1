import { DOUBLE_VALIDATION_QUESTIONS, EMAIL_PATTERN, WITHDRAW_PASSWORD_PATTERN } from '@playdeck/contract';
import type { DoubleValidationQuestion as ContractQuestion } from '@playdeck/contract';

/** Field rules of the sign-in forms; each returns the message key of the first failure, or undefined. */

export function loginError(
  account: string,
  password: string,
  captcha: string,
): [field: string, key: string] | undefined {
  // Only the first error is shown, in this order.
  if (!account.trim()) return ['account', 'ph_account_name'];
  if (!password) return ['password', 'ph_password'];
  if (!captcha.trim()) return ['captcha', 'ph_account_verify_code'];
  return undefined;
}

export { DOUBLE_VALIDATION_QUESTIONS };
/** A question the server may add later falls back to a general prompt. */
export type DoubleValidationQuestion = ContractQuestion | 'other';

export function asQuestion(value: string): DoubleValidationQuestion {
  return DOUBLE_VALIDATION_QUESTIONS.find((q) => q === value) ?? 'other';
}

/** Double validation: a per-question message for an empty answer, then the captcha. */
export function doubleValidationError(
  question: string,
  answer: string,
  captcha: string,
): [field: 'answer' | 'captcha', key: string] | undefined {
  if (!answer.trim()) return ['answer', `dv.empty.${asQuestion(question)}`];
  if (!captcha.trim()) return ['captcha', 'ph_account_verify_code'];
  return undefined;
}

export interface TransferVerifyInput {
  account: string;
  withdrawPassword: string;
  via: 'phone' | 'email';
  email: string;
  phone: string;
  captcha: string;
}

/** Transfer verification; every failing field gets its message. */
export function transferVerifyErrors(input: TransferVerifyInput): Partial<Record<keyof TransferVerifyInput, string>> {
  const errors: Partial<Record<keyof TransferVerifyInput, string>> = {};
  if (!input.account.trim()) errors.account = 'ph_account_name';
  if (!input.withdrawPassword) errors.withdrawPassword = 'signup.require_text';
  else if (!WITHDRAW_PASSWORD_PATTERN.test(input.withdrawPassword)) errors.withdrawPassword = 'tv.withdraw_digits';
  if (input.via === 'email' && !EMAIL_PATTERN.test(input.email.trim())) errors.email = 'signup.err_email_format';
  if (input.via === 'phone' && !input.phone.trim()) errors.phone = 'signup.err_phone_invalid';
  if (!input.captcha.trim()) errors.captcha = 'ph_account_verify_code';
  return errors;
}

// The password rules are shared with the member centre's password change.
export { newPasswordErrors, passwordError } from '../../shared/lib/password-rules';
