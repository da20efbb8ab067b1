import { registerFieldError } from '@playdeck/contract';

/** The shared registration rule for a password (contract): the signup.* key of its first failure. */
export function passwordError(value: string): string | undefined {
  return registerFieldError('password', value, { currency: '' }) ?? undefined;
}

/** A new password and its confirmation: required, 6–12, equal. */
export function newPasswordErrors(password: string, check: string): { password?: string; check?: string } {
  return {
    password: passwordError(password),
    check: password && check !== password ? 'signup.err_checkPsw_diff' : undefined,
  };
}
