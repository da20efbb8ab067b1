import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/** Hub88 signs with RSA (SHA-256); a shorter key than this is refused. */
export const RSA_MIN_BITS = 2048;

/** What was wrong with a key an operator pasted; never the key, never OpenSSL's words about it. */
export type KeyProblem = string;

const rsaBits = (key: KeyObject) => key.asymmetricKeyDetails?.modulusLength ?? 0;

/**
 * Our private key as the operator pasted it (PKCS#1 or PKCS#8 PEM, unencrypted), normalised to PKCS#8 PEM;
 * or what is wrong with it.
 */
export function readPrivateKey(pem: string): { pem: string } | { problem: KeyProblem } {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    return { problem: 'not a readable unencrypted private key in PEM form' };
  }
  if (key.asymmetricKeyType !== 'rsa') return { problem: 'must be an RSA key' };
  if (rsaBits(key) < RSA_MIN_BITS) return { problem: `an RSA key of at least ${RSA_MIN_BITS} bits` };
  return { pem: key.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

/**
 * The aggregator's public key (SPKI or PKCS#1 PEM), normalised to SPKI PEM; or what is wrong with it.
 * node reads a private key here too (deriving its public half), so a private key pasted into the wrong
 * field is refused by its PEM label before it could be stored in the clear.
 */
export function readPublicKey(pem: string): { pem: string } | { problem: KeyProblem } {
  if (/PRIVATE KEY/.test(pem)) return { problem: 'a public key, not a private one' };
  let key: KeyObject;
  try {
    key = createPublicKey({ key: pem, format: 'pem' });
  } catch {
    return { problem: 'not a readable public key in PEM form' };
  }
  if (key.asymmetricKeyType !== 'rsa') return { problem: 'must be an RSA key' };
  if (rsaBits(key) < RSA_MIN_BITS) return { problem: `an RSA key of at least ${RSA_MIN_BITS} bits` };
  return { pem: key.export({ type: 'spki', format: 'pem' }).toString() };
}

/**
 * Names a private key without showing it: sha256 of its public half (DER SubjectPublicKeyInfo), the first
 * 16 hex characters. `openssl pkey -in key.pem -pubout -outform DER | sha256sum` prints the same start.
 */
export function keyFingerprint(privatePem: string): string {
  const der = createPublicKey(createPrivateKey(privatePem)).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex').slice(0, 16);
}
