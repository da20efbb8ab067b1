import { sign } from '../../lib/crypto.js';

/** A person's details as a registration form or a member's profile hold them. */
export interface PersonDetails {
  phone?: string | null;
  email?: string | null;
  identityId?: string | null;
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
