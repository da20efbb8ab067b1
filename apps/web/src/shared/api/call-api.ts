import type { CallName, CallReply, CallRequest } from '@playdeck/contract';
import { CALL_PATHS } from '@playdeck/contract';
import type { RequestOptions } from './api-client';
import { apiRequest } from './api-client';

/** The contract's GET calls; every other call is a POST. call-api.test.ts checks the list. */
export const GET_CALLS: ReadonlySet<CallName> = new Set<CallName>(['clientCaptcha']);

/**
 * Calls a catalogued endpoint with the contract's request and reply types. Paths come from the zod-free
 * CALL_PATHS, so a caller never pulls the schemas (and zod) into its chunk.
 */
export function callApi<N extends CallName>(
  name: N,
  body: CallRequest<N>,
  options: RequestOptions = {},
): Promise<CallReply<N>> {
  const method = GET_CALLS.has(name) ? 'GET' : 'POST';
  return apiRequest<CallReply<N>>(CALL_PATHS[name], body as object, { method, ...options });
}
