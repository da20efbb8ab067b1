import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { unboundRequestId } from './request-id.js';

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.headers.authorization',
  'res.headers.authorization',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'new_password',
    'check_password',
    'withdraw_password',
    'token',
    'tk',
    'answer',
    'captcha_answer',
    'enc',
    // The Hub88 account's private key (PUT /api/admin/aggregators/hub88), should a body ever be logged.
    'private_key',
  ].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // A line logged for a job (not through a request's logger) carries the id of the request that queued it.
    mixin: unboundRequestId,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings may carry tk/enc (query login); log the path only.
      req: (req: { method?: string; url?: string; hostname?: string }) => ({
        method: req.method,
        url: req.url?.split('?')[0],
        host: req.hostname,
      }),
    },
  };
}

const LOG_METHODS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent', 'child']);

/**
 * Fastify's childLoggerFactory: a request's logger is made when the request first uses it. Most requests never
 * log (request logging is off outside debugging), and pino's child() runs the redaction over its bindings,
 * a few per cent of a cached public call's CPU.
 */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger,
  bindings,
  opts,
) {
  let child: FastifyBaseLogger | undefined;
  const made = () => (child ??= logger.child(bindings, opts));
  return new Proxy({} as FastifyBaseLogger, {
    get(_target, prop) {
      // Fastify checks that the methods exist when the request starts: answering them makes no child yet.
      if (typeof prop === 'string' && LOG_METHODS.has(prop)) {
        return (...args: unknown[]) => {
          const target = made();
          return Reflect.apply(Reflect.get(target, prop) as (...a: unknown[]) => unknown, target, args);
        };
      }
      const value: unknown = Reflect.get(made(), prop);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(made()) : value;
    },
    set: (_target, prop, value) => Reflect.set(made(), prop, value),
  });
};
