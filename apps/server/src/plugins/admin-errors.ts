import type { FastifyError, FastifyReply } from 'fastify';
import { ADMIN_ERROR_CODES } from '@playdeck/contract/admin';
import { AdminError } from '../lib/admin-error.js';

export const isAdminUrl = (url: string) => url.startsWith('/api/admin/') || url === '/api/admin';

const STATUS_CODES: Record<number, string> = {
  401: ADMIN_ERROR_CODES.notSignedIn,
  403: ADMIN_ERROR_CODES.forbidden,
  404: ADMIN_ERROR_CODES.notFound,
  409: ADMIN_ERROR_CODES.conflict,
  429: ADMIN_ERROR_CODES.throttled,
};

/**
 * The admin API's error bodies: `{ message, code, field? }` under the HTTP status (react-admin reads the
 * status; the console shows the message). Validation failures were described by the caller.
 */
export function sendAdminError(
  reply: FastifyReply,
  error: FastifyError | AdminError,
  validation?: { field: string; message: string },
) {
  if (error instanceof AdminError) {
    return reply.status(error.status).send({ message: error.message, code: error.code, field: error.field });
  }
  if (validation) {
    return reply.status(400).send({ ...validation, code: ADMIN_ERROR_CODES.validation });
  }
  const status = error.statusCode ?? 500;
  return reply.status(status).send({ message: error.message.slice(0, 200), code: STATUS_CODES[status] ?? 'error' });
}
