import type { Envelope } from '@playdeck/contract';
import { RESULT } from '@playdeck/contract';
import type { MessageRef } from '../i18n/catalog.js';
import { translate } from '../i18n/catalog.js';

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: RESULT.success, message, data };
}

/**
 * A business outcome that is not success: answered as HTTP 200 with the spec's code (login 101,
 * 102, ...) unless `httpStatus` says otherwise (400 bad body, 401, 404, 429). Its message is a catalog
 * key (a raw string does not type-check); the error handler answers it in the request's language.
 */
export class ApiError<D = null> extends Error {
  constructor(
    readonly code: number,
    readonly ref: MessageRef,
    readonly httpStatus = 200,
    readonly data: D = null as D,
  ) {
    // The English text, for logs.
    super(translate(ref, 'en_US'));
    this.name = 'ApiError';
  }
}

export const unauthorized = () => new ApiError(RESULT.unauthorized, 'common.unauthorized', 401);
export const notFound = (ref: MessageRef = 'common.not_found') => new ApiError(RESULT.notFound, ref, 404);
