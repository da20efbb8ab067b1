import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Compares keys in constant time (hashes first, so lengths never leak either). */
export function sameKey(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The callback signature: hex HMAC-SHA256 with the merchant's secret over `${timestamp}.${nonce}.${rawBody}`.
 * Exported for tests; the site writes its own verifier (and must compare in constant time).
 */
export function signCallback(secret: string, rawBody: string, timestamp: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${nonce}.${rawBody}`).digest('hex');
}

/** The headers of one delivery attempt: a fresh timestamp (Unix seconds) and nonce on every attempt. */
export function callbackHeaders(secret: string, rawBody: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    'content-type': 'application/json',
    'x-gateway-timestamp': timestamp,
    'x-gateway-nonce': nonce,
    'x-gateway-signature': signCallback(secret, rawBody, timestamp, nonce),
  };
}

/** Gateway references: a prefix and 20 random hex digits (`GO…` orders, `GP…` payouts, `GT…` transactions). */
export const newReference = (prefix: 'GO' | 'GP' | 'GT') => `${prefix}${randomBytes(10).toString('hex').toUpperCase()}`;
