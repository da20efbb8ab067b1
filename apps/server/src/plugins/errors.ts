import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { RESULT } from '@playdeck/contract';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AdminError } from '../lib/admin-error.js';
import { ApiError } from '../lib/envelope.js';
import type { MessageKey } from '../i18n/catalog.js';
import { translate } from '../i18n/catalog.js';
import { validationMessage } from '../i18n/validation-message.js';
import { loggableError } from '../lib/loggable-error.js';
import { isAdminUrl, sendAdminError } from './admin-errors.js';

interface Issue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[] };
}

/** Names the first failing field and rule (the English text is for the operator's API and logs). */
function describeValidation(issues: Issue[]): { field: string; rule: string; message: string } {
  const first = issues[0] ?? {};
  const path = first.instancePath?.split('/').filter(Boolean) ?? [];
  const unknownKey = first.keyword === 'unrecognized_keys' ? first.params?.keys?.[0] : undefined;
  const field = unknownKey ?? (path.length ? path.join('.') : 'body');
  const message = unknownKey ? 'unknown field' : (first.message ?? 'invalid value');
  return { field, rule: first.keyword ?? 'invalid', message: `${field}: ${message}` };
}

/** A refusal answered in the request's language. */
const envelope = (code: number, key: MessageKey, locale: Parameters<typeof translate>[1]) => ({
  code,
  message: translate(key, locale),
  data: null,
});

/**
 * The one error handler: every failure becomes a `{ code, message, data }` envelope. Business errors
 * keep their code; client faults keep their 4xx status; anything else is a 500 that hides internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (isAdminUrl(request.url) && (error instanceof AdminError || status < 500 || validationOf(error))) {
      return sendAdminError(reply, error, validationOf(error));
    }
    if (error instanceof ApiError) {
      const message = translate(error.ref, request.locale);
      return reply.status(error.httpStatus).send({ code: error.code, message, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { field, rule } = describeValidation(error.validation as Issue[]);
      const message = translate(validationMessage(field, rule), request.locale);
      return reply.status(400).send({ code: RESULT.badRequest, message, data: { field, rule } });
    }
    // A body checked inside a handler (an operator's content, whose shape depends on its kind).
    if ((error as unknown) instanceof ZodError) {
      const issue = (error as unknown as ZodError).issues[0];
      const field = issue?.path.length ? issue.path.join('.') : 'body';
      const rule = issue?.code ?? 'invalid';
      const message = translate(validationMessage(field, rule), request.locale);
      return reply.status(400).send({ code: RESULT.badRequest, message, data: { field, rule } });
    }
    if (status >= 400 && status < 500) {
      const code = status === 429 ? RESULT.tooManyRequests : status;
      return reply.status(status).send(envelope(code, publicClientMessage(error, status), request.locale));
    }
    // The database is away (restarting, failing over): a temporary fault the caller may retry.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ error: loggableError(error) }, 'request failed: database unavailable');
      if (isAdminUrl(request.url)) return reply.status(503).send({ message: 'unavailable', code: 'unavailable' });
      return reply.status(503).send(envelope(RESULT.serviceUnavailable, 'common.unavailable', request.locale));
    }
    // Not `err: error`: a failed query's error carries its parameters (passwords, codes, tokens).
    request.log.error({ error: loggableError(error) }, 'request failed');
    if (isAdminUrl(request.url)) return reply.status(500).send({ message: 'internal error', code: 'internal' });
    return reply.status(500).send(envelope(RESULT.internalError, 'common.internal_error', request.locale));
  });

  app.setNotFoundHandler((request, reply) => {
    if (isAdminUrl(request.url)) {
      return reply.status(404).send({ message: `not found: ${request.method} ${request.url}`, code: 'not_found' });
    }
    reply.status(404).send(envelope(RESULT.notFound, 'common.not_found', request.locale));
  });
});

/** A schema refusal (of the route's schema, or of a body checked in a handler), named by field. */
function validationOf(error: unknown): { field: string; message: string } | undefined {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { field, message } = describeValidation(error.validation as Issue[]);
    return { field, message };
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : 'body';
    return { field, message: `${field}: ${issue?.message ?? 'invalid value'}` };
  }
  return undefined;
}

/** Fastify's own 4xx refusals (bad JSON, body too large, wrong media type), as catalog keys. */
function publicClientMessage(error: FastifyError, status: number): MessageKey {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body.malformed_json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'body.too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'body.unsupported_type';
    default:
      if (status === 429) return 'common.too_many_requests';
      if (status === 401) return 'common.unauthorized';
      if (status === 404) return 'common.not_found';
      return 'common.bad_request';
  }
}
