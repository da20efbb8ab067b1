import { LogController } from 'fastify';
import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';
import type { Config } from './config.js';
import { lazyDefaultCompilers } from './lib/lazy-schema-compilers.js';
import { lazyChildLogger, loggerOptions } from './lib/logger.js';
import { requestIdGenerator } from './lib/request-id.js';

/** The largest request body accepted (a larger one is a 413 before any schema). */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Fastify's options for this server: logging, proxies, request ids, limits and closing. */
export function serverOptions(config: Config): FastifyHttpOptions<Server> {
  return {
    logger: loggerOptions(config),
    childLoggerFactory: lazyChildLogger,
    // Routes compile with zod (plugins/index.ts); Fastify's own Ajv and fast-json-stringify load only if ever needed.
    schemaController: { compilersFactory: lazyDefaultCompilers() },
    trustProxy: config.TRUST_PROXY,
    // The balancer's x-request-id is taken only from a trusted proxy; otherwise each request gets a UUID.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    // A request that reached this node while it drains is served, not refused with a 503: the balancer sent
    // it before the listener closed, and would not pass a refused POST on to another node.
    return503OnClosing: false,
    // Fastify's 10 s default fails a start on a loaded machine (the static file walk and the site icons take
    // a while there); a plugin that truly hangs is still caught.
    pluginTimeout: 120_000,
    // One line per request only when debugging: the hot path stays cheap and logs stay small.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  };
}
