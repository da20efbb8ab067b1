import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

// Verifying against this when an account does not exist keeps "unknown account" and "wrong password"
// equally slow, so timing does not reveal which accounts exist.
const DUMMY_HASH = hash('playdeck-dummy-password-0');

export async function verifyPassword(passwordHash: string | undefined | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
