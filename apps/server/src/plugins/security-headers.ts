import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sets the page's Content-Security-Policy: its own inline scripts (`inlineScripts`, by hash) and
     * `extra`, the script and connect origins of the analytics tags this page loads, if any.
     */
    pageCsp(inlineScripts: readonly string[], extra?: CspExtra): void;
  }
}

export interface CspExtra {
  script: string[];
  connect: string[];
}

const HSTS_SECONDS = 31_536_000;
const HSTS = `max-age=${HSTS_SECONDS}; includeSubDomains`;

const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

/**
 * The headers helmet sets with these options, taken once: helmet's are the same on every reply (no CSP
 * here, no nonce), so a reply copies them instead of running helmet's dozen middlewares each time.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Security headers. Helmet's set on pages and files; JSON calls get a fixed, cheaper set.
 * The CSP is sent with pages only: scripts from this origin plus the page's own inline scripts (by
 * hash, so a page the server keeps for every visitor needs no per-reply nonce), and the origins of the
 * analytics tags a page loads (only those that are on); inline styles allowed (the page's critical CSS);
 * games load in https frames.
 */
export const securityHeaders = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  // Production is served over HTTPS only: every reply, calls included, tells browsers to stay on it.
  const production = opts.config.NODE_ENV === 'production';
  const apiHeaders = production ? { ...API_HEADERS, 'strict-transport-security': HSTS } : API_HEADERS;
  const otherHeaders = helmetHeaders({
    contentSecurityPolicy: false,
    // The member site opens same-origin popups (/user, /proxy) and talks to them through storage.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: production ? { maxAge: HSTS_SECONDS, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : otherHeaders);
    done();
  });

  const socketOrigin = [opts.config.CONFIG_WEBSOCKET_URL, opts.config.CONFIG_WEBSOCKET_URL_SSL]
    .filter(Boolean)
    .map((url) => ` ${url}`)
    .join('');
  const more = (origins: string[] | undefined) => (origins ?? []).map((o) => ` ${o}`).join('');
  const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  // A kept page hands over the same list on every request: its hashes are made once.
  const hashed = new WeakMap<readonly string[], string>();
  const hashesOf = (scripts: readonly string[]) => {
    let sources = hashed.get(scripts);
    if (sources === undefined) hashed.set(scripts, (sources = scripts.map(hashOf).join(' ')));
    return sources;
  };
  const policy = (inlineScripts: readonly string[], extra?: CspExtra) =>
    [
      "default-src 'self'",
      `script-src 'self' ${hashesOf(inlineScripts)}${more(extra?.script)}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      `connect-src 'self' ws: wss:${socketOrigin}${more(extra?.connect)}`,
      "frame-src 'self' https:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
      "script-src-attr 'none'",
    ].join(';');
  app.decorateReply('pageCsp', function (this: FastifyReply, inlineScripts: readonly string[], extra?: CspExtra) {
    this.header('content-security-policy', policy(inlineScripts, extra));
  });
});
