import { z } from 'zod';

/** The body of every admin error reply (HTTP status says the kind; `field` names a refused field). */
export const adminError = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
export type AdminError = z.infer<typeof adminError>;

export const ADMIN_ERROR_CODES = {
  validation: 'validation',
  invalidCredentials: 'invalid_credentials',
  notSignedIn: 'not_signed_in',
  csrf: 'csrf',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  throttled: 'throttled',
  totpInvalid: 'totp_invalid',
  totpRequired: 'totp_required',
  /** A first two-factor enrolment (production) needs a one-time enrolment code; this one is wrong or spent. */
  enrolmentCodeInvalid: 'enrolment_code_invalid',
  /** An outside system (a game provider) did not answer or refused; nothing was changed. */
  upstream: 'upstream',
} as const;
