import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
/** Letters a person reads out or types without confusing them (no I, O, 0 or 1). */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A random code of those letters (recommend codes, agents' link codes); 32 letters, so no modulo bias. */
export const randomCode = (length = 8) =>
  [...randomBytes(length)].map((b) => CODE_LETTERS[b % CODE_LETTERS.length]).join('');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * A key per purpose, so a value sealed for one use can never be opened as another. Kept once made: a handful
 * of purposes, and every seamless call checks a session token with one.
 */
const derivedKeys = new Map<string, Buffer>();
const deriveKey = (secret: string, purpose: string) => {
  const material = `${purpose}\0${secret}`;
  let key = derivedKeys.get(material);
  if (!key) {
    key = createHash('sha256').update(material).digest();
    derivedKeys.set(material, key);
  }
  return key;
};

export function sign(secret: string, purpose: string, payload: string): string {
  return createHmac('sha256', deriveKey(secret, purpose)).update(payload).digest('base64url');
}

export function verifySignature(secret: string, purpose: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Authenticated encryption (AES-256-GCM): iv.tag.ciphertext, base64url. */
export function seal(secret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The plaintext, or undefined when the value was not sealed by us for this purpose. */
export function open(secret: string, purpose: string, sealed: string): string | undefined {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(secret, purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
