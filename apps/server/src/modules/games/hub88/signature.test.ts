import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromHub88, hub88Currency, ourCurrency, toHub88 } from './amounts.js';
import { signHub88, verifyHub88 } from './signature.js';
import { DEMO_PRIVATE_KEY, DEMO_PUBLIC_KEY, SIGNATURE_VECTORS } from './test-vectors.js';

describe('Hub88 signatures', () => {
  it.each(SIGNATURE_VECTORS)('signs $body as Hub88’s published vector says, and verifies it', ({ body, signature }) => {
    expect(signHub88(DEMO_PRIVATE_KEY, body)).toBe(signature);
    expect(verifyHub88(DEMO_PUBLIC_KEY, body, signature)).toBe(true);
    expect(verifyHub88(DEMO_PUBLIC_KEY, Buffer.from(body, 'utf8'), signature)).toBe(true);
  });

  it('refuses a changed body, another key, and signatures that are not one', () => {
    const { body, signature } = SIGNATURE_VECTORS[3]!;
    // One space more: the bytes differ, so does the signature's meaning.
    expect(verifyHub88(DEMO_PUBLIC_KEY, body.replace(':', ': '), signature)).toBe(false);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' });
    expect(verifyHub88(String(other), body, signature)).toBe(false);
    for (const bad of [undefined, '', 'not base64 !', 42, ['x'], 'A'.repeat(5000)]) {
      expect(verifyHub88(DEMO_PUBLIC_KEY, body, bad)).toBe(false);
    }
    expect(verifyHub88('not a key', body, signature)).toBe(false);
  });
});

describe('Hub88 amounts', () => {
  it('counts 1/100 000 of a unit: 3.56 USD is 356000, 1,000 VND is 100000000', () => {
    expect(toHub88(356n, 'USD')).toBe(356_000n);
    expect(fromHub88(356_000n, 'USD')).toBe(356n);
    expect(toHub88(1_000n, 'VND')).toBe(100_000_000n);
    expect(fromHub88(100_000_000n, 'VND')).toBe(1_000n);
  });

  it('refuses an amount holding a fraction of a minor unit (never rounds money)', () => {
    expect(fromHub88(356_001n, 'USD')).toBeUndefined();
    expect(fromHub88(50_000n, 'VND')).toBeUndefined();
  });

  it('names our non-ISO currencies as Hub88 does, and back', () => {
    expect(hub88Currency('RMB')).toBe('CNY');
    expect(ourCurrency('CNY')).toBe('RMB');
    expect(hub88Currency('USD')).toBe('USD');
    expect(ourCurrency('USD')).toBe('USD');
  });
});
