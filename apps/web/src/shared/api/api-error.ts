/** Why a call failed: each kind gets its own message (time-out, network, signed out, cancelled, the server's). */
export type ApiErrorKind = 'timeout' | 'network' | 'unauthorized' | 'aborted' | 'server';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** The envelope's code (business outcome) or the HTTP status. */
    readonly code?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
