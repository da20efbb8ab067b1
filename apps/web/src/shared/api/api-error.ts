/** Why a call failed: the kinds the spec's error catalogue distinguishes (§8). */
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
