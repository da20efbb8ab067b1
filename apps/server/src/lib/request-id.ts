import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What follows a request through the code it runs: the services, the jobs it queues, the calls it makes. */
interface Trace {
  requestId: string;
  /** The logger in use already carries the id (a request's child logger); else the log mixin adds it. */
  bound: boolean;
}

const storage = new AsyncLocalStorage<Trace>();

/** An incoming id is honoured only if it is plain: it lands in every log line of the request. */
const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's genReqId: the balancer's x-request-id when the proxy is trusted (TRUST_PROXY), else a new
 * UUID. An untrusted client cannot choose the id that its lines carry in the logs.
 */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const given = trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
  };
}

/** The id of the request (or job) this code runs for, if any. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/** Runs `work` as part of the request (or job) `requestId`. */
export const withRequestId = <T>(requestId: string, work: () => T, bound = false): T =>
  storage.run({ requestId, bound }, work);

/** For the root logger's mixin: the id to add to a line logged outside a request's own logger (jobs). */
export const unboundRequestId = (): { reqId?: string } => {
  const trace = storage.getStore();
  return trace && !trace.bound ? { reqId: trace.requestId } : {};
};

/** Headers that carry the current request id to another system (provider, gateway, SMS). */
export const requestIdHeaders = (): Record<string, string> => {
  const id = currentRequestId();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
};
