import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PayClaims {
  /** The gateway order id the page may show and act on, and nothing else. */
  order: string;
  /** Epoch ms after which the link no longer works (the order's expiry). */
  exp: number;
}

/** An expired token still names its order (its signature holds), so a page can offer the way back. */
export type PayTokenCheck =
  | { ok: true; claims: PayClaims }
  | { ok: false; reason: 'expired'; claims: PayClaims }
  | { ok: false; reason: 'invalid' };

/**
 * `<order id>.<exp, base36 ms>.<HMAC, base64url>`: about 76 characters, under Fastify's default
 * 100-character limit for a path parameter, so the link works on any host's router settings.
 */
export const PAY_TOKEN_SHAPE = /^(GO[0-9A-F]{20})\.([0-9a-z]{1,12})\.([\w-]{43})$/;

/**
 * Hosted-page links. The key is derived from the callback secret with a label, so a pay token is
 * never usable as a callback signature or the other way round.
 */
export function createPayTokens(secret: string) {
  const key = `${secret}\u0000gateway-pay-page`;
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(order: string, exp: number): string {
      const payload = `${order}.${Math.floor(exp).toString(36)}`;
      return `${payload}.${sign(payload)}`;
    },
    check(token: string): PayTokenCheck {
      const [, order = '', exp36 = '', signature = ''] = PAY_TOKEN_SHAPE.exec(token) ?? [];
      const expected = Buffer.from(sign(`${order}.${exp36}`));
      const given = Buffer.from(signature);
      if (!order || expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return { ok: false, reason: 'invalid' };
      }
      const claims = { order, exp: parseInt(exp36, 36) };
      return claims.exp > Date.now() ? { ok: true, claims } : { ok: false, reason: 'expired', claims };
    },
  };
}

export type PayTokens = ReturnType<typeof createPayTokens>;
