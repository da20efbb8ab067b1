import type { z } from 'zod';
import type { CALL_PATHS } from './call-paths.js';

/**
 * The call catalogue: path (under /api), request schema and reply type. The server registers a route
 * per entry with its schema; the web client types its calls from the same entry.
 */
export interface CallSpec<Req extends z.ZodType, Reply> {
  path: (typeof CALL_PATHS)[keyof typeof CALL_PATHS];
  method: 'POST' | 'GET';
  request: Req;
  /** Phantom: carries the reply type only. */
  reply?: Reply;
  /** Needs a logged-in member's token. */
  auth: boolean;
}

export function call<Req extends z.ZodType, Reply>(spec: Omit<CallSpec<Req, Reply>, 'reply'>): CallSpec<Req, Reply> {
  return spec;
}
