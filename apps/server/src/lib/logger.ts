import type { FastifyServerOptions } from 'fastify';
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
