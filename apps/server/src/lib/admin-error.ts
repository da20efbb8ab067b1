import { ADMIN_ERROR_CODES } from '@playdeck/contract/admin';

type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[keyof typeof ADMIN_ERROR_CODES];

/** A refusal of an admin call: plain REST, so the HTTP status says the kind and the body explains. */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly code: AdminErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

export const adminErrors = {
  notSignedIn: () => new AdminError(401, ADMIN_ERROR_CODES.notSignedIn, 'sign in first'),
  invalidCredentials: () => new AdminError(401, ADMIN_ERROR_CODES.invalidCredentials, 'wrong username or password'),
  csrf: () => new AdminError(403, ADMIN_ERROR_CODES.csrf, 'missing or wrong x-csrf-token header'),
  forbidden: (what = 'your role may not do this') => new AdminError(403, ADMIN_ERROR_CODES.forbidden, what),
  notFound: (what = 'not found') => new AdminError(404, ADMIN_ERROR_CODES.notFound, what),
  conflict: (what: string, field?: string) => new AdminError(409, ADMIN_ERROR_CODES.conflict, what, field),
  invalid: (field: string, what: string) =>
    new AdminError(400, ADMIN_ERROR_CODES.validation, `${field}: ${what}`, field),
  upstream: (what: string) => new AdminError(502, ADMIN_ERROR_CODES.upstream, what),
  throttled: (seconds: number) =>
    new AdminError(429, ADMIN_ERROR_CODES.throttled, `too many failed attempts; try again in ${seconds} s`),
};
