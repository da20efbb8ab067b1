/** Every /api reply is this envelope; `code` 100 (or 1000 where the spec says so) is success. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const RESULT = {
  success: 100,
  successAlt: 1000,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooManyRequests: 429,
  internalError: 500,
  /** A temporary fault (the database is away): the same call may be sent again in a moment. */
  serviceUnavailable: 503,
} as const;

export function isSuccess(code: number): boolean {
  return code === RESULT.success || code === RESULT.successAlt;
}
