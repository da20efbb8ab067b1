import { createPrivateKey, createPublicKey, createSign, createVerify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/**
 * Hub88's request signature (`X-Hub88-Signature`): RSA-SHA256 (PKCS#1 v1.5) over the exact body bytes sent,
 * in base64. Both directions sign the body alone: we sign our calls with the operator's private key, Hub88
 * signs its wallet calls with its own, which we check with the public key it gave us.
 */
export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

/** The last key read from its PEM: every call of a busy wallet uses the same one, and parsing it is not free. */
function lastKeyOf(read: (pem: string) => KeyObject) {
  let held: { pem: string; key: KeyObject } | undefined;
  return (pem: string) => {
    if (held?.pem !== pem) held = { pem, key: read(pem) };
    return held.key;
  };
}
const privateKeyOf = lastKeyOf(createPrivateKey);
const publicKeyOf = lastKeyOf(createPublicKey);

export function signHub88(privateKeyPem: string, body: string | Buffer): string {
  return createSign('RSA-SHA256').update(body).sign(privateKeyOf(privateKeyPem), 'base64');
}

/** False for a missing, malformed or wrong signature: nothing about the key or body is trusted before this. */
export function verifyHub88(publicKeyPem: string, body: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 1024) return false;
  try {
    return createVerify('RSA-SHA256').update(body).verify(publicKeyOf(publicKeyPem), signature, 'base64');
  } catch {
    return false;
  }
}
