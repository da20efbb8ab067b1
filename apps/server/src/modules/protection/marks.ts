import { sign } from '../../lib/crypto.js';

/** A person's details as a registration form or a member's profile hold them. */
export interface PersonDetails {
  phone?: string | null;
  email?: string | null;
  identityId?: string | null;
}

/** A payout account: the bank (or e-wallet) and its number. */
export interface AccountDetails {
  bankCode: string;
  accountNo: string;
}

/** Keyed hashes of payout accounts: the bank's code and the number's letters and digits (no spaces or dashes). */
export function accountMarks(secret: string, accounts: AccountDetails[]): string[] {
  return accounts
    .map((a) => `${a.bankCode.toUpperCase()}:${a.accountNo.replace(/[^0-9A-Za-z]/g, '').toUpperCase()}`)
    .filter((value) => value.length >= 6)
    .map((value) => sign(secret, 'protection-mark', `account:${value}`));
}

/**
 * Keyed hashes of a person's phone (its digits), e-mail (lower case) and identity number (upper case, no
 * spaces): the same person typed a little differently is the same mark, and the hash says nothing without
 * the server's secret.
 */
export function personMarks(secret: string, person: PersonDetails): string[] {
  const values = [
    ['phone', person.phone?.replace(/\D/g, '')],
    ['email', person.email?.trim().toLowerCase()],
    ['identity', person.identityId?.replace(/\s/g, '').toUpperCase()],
  ] as const;
  return values
    .filter(([, value]) => value && value.length >= 4)
    .map(([kind, value]) => sign(secret, 'protection-mark', `${kind}:${value}`));
}
