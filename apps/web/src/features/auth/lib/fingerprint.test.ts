import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenFingerprint } from './fingerprint';

describe('tokenFingerprint', () => {
  it('is the first 16 hex characters of SHA-256 of the token, as the server sends it', async () => {
    const token = 'k3vJ9x_Q-a1b2c3d4e5f6g7h8i9j0';
    const expected = createHash('sha256').update(token).digest('hex').slice(0, 16);
    expect(await tokenFingerprint(token)).toBe(expected);
    expect(await tokenFingerprint(`${token}x`)).not.toBe(expected);
    expect(await tokenFingerprint(token)).toMatch(/^[0-9a-f]{16}$/);
  });
});
