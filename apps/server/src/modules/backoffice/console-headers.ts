import type { FastifyReply } from 'fastify';

/**
 * The console's Content-Security-Policy, stricter than the member site's: its scripts are files from
 * this origin only (no inline script, no nonce needed), it calls only this origin's /api/admin, and no
 * page may frame it. Inline styles stay allowed because MUI (emotion) writes its CSS into <style> tags
 * at run time; images allow data: for the two-factor QR code.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "script-src-attr 'none'",
].join(';');

/** Headers of the console's page, on top of helmet's: its CSP, no framing, not indexed, revalidated. */
export function consolePageHeaders(reply: FastifyReply): FastifyReply {
  return reply.headers({
    'content-security-policy': CONSOLE_CSP,
    'x-frame-options': 'DENY',
    'x-robots-tag': 'noindex, nofollow',
    'cache-control': 'no-cache',
  });
}
