import type { Envelope } from '@playdeck/contract';
import { RESULT } from '@playdeck/contract';

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: RESULT.success, message, data };
}

/**
 * A business outcome that is not success: answered as HTTP 200 with the spec's code (login 101,
 * 102, ...) unless `httpStatus` says otherwise (400 bad body, 401, 404, 429).
 */
export class ApiError<D = null> extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
    readonly data: D = null as D,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthorized = () => new ApiError(RESULT.unauthorized, 'unauthorized', 401);
export const notFound = (what = 'not found') => new ApiError(RESULT.notFound, what, 404);
