import { HttpError } from 'ra-core';
import type { ApiErrorBody } from './types';
import type { CsrfStore } from './csrf';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type HttpOptions = Pick<RequestInit, 'method' | 'body' | 'headers' | 'signal'>;

export interface HttpReply<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

export type HttpClient = <T = unknown>(url: string, options?: HttpOptions) => Promise<HttpReply<T>>;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The console's one way to the admin API (react-admin's `fetchJson` shape, so ra-data-simple-rest can use
 * it): same-origin cookies, the CSRF header on every write, and errors as react-admin HttpErrors carrying
 * the server's `message`. A 400 naming a field also fills `body.errors`, so a form marks that field.
 */
export function createHttpClient(deps: { fetch: FetchLike; csrf: CsrfStore }): HttpClient {
  return async (url, options = {}) => {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers = new Headers(options.headers);
    headers.set('accept', 'application/json');
    if (typeof options.body === 'string' && !headers.has('content-type'))
      headers.set('content-type', 'application/json');
    const token = deps.csrf.get();
    if (!SAFE_METHODS.has(method) && token) headers.set('x-csrf-token', token);
    const response = await deps.fetch(url, {
      method,
      headers,
      body: options.body,
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
    const text = await response.text();
    const json = parseJson(text);
    if (!response.ok) throw toHttpError(response, json);
    return { status: response.status, headers: response.headers, body: text, json: json as never };
  };
}

export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}

/** A refused reply as a react-admin HttpError (status, the server's message and body). */
export function toHttpError(response: Response, json: unknown): HttpError {
  if (!isErrorBody(json)) return new HttpError(response.statusText || `HTTP ${response.status}`, response.status, json);
  const body: ApiErrorBody & { errors?: Record<string, unknown> } = { ...json };
  if (response.status === 400 && json.field) {
    // react-admin shows `errors[field]` under the input and `root.serverError` in the notification.
    body.errors = { [json.field]: json.message, root: { serverError: json.message } };
  }
  return new HttpError(json.message, response.status, body);
}

/** The `code` of an admin API error, if it has one. */
export function errorCode(error: unknown): string | undefined {
  const body = (error as { body?: unknown } | undefined)?.body;
  return typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).code === 'string'
    ? (body as ApiErrorBody).code
    : undefined;
}

export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}
