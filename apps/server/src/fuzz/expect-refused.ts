import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { BODY_LIMIT_BYTES } from '../server-options.js';
import type { AnyCall } from './call-shapes.js';

/**
 * The field the server's 400 must name for a value the schema refuses: the first issue's path (as
 * plugins/errors.ts joins it) or, for an unknown field, its name; `body` when the value is not an object.
 */
export function expectedField(call: AnyCall, value: unknown): string {
  const issue = call.request.safeParse(value).error?.issues[0];
  if (!issue) throw new Error(`${call.path}: the schema accepts this value`);
  if (issue.code === 'unrecognized_keys') return issue.keys[0]!;
  return issue.path.map(String).join('/').split('/').filter(Boolean).join('.') || 'body';
}

export type Who = 'visitor' | 'member';

/** The server's body limit. */
export const BODY_LIMIT = BODY_LIMIT_BYTES;

/** One request that must be refused with a 4xx (never a 5xx); returns the reply for closer checks. */
export async function send(app: FastifyInstance, options: InjectOptions, label: string) {
  const res = await app.inject(options);
  const where = `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
  return { res, where };
}

/** A body the schema refuses: 400, code 400, and the message and data name the field. */
export async function expectSchemaRefusal(
  app: FastifyInstance,
  call: AnyCall,
  request: { payload?: string; query?: string; value: unknown; headers: Record<string, string> },
  who: Who,
): Promise<void> {
  const url = `/api${call.path}${request.query ? `?${request.query}` : ''}`;
  const headers =
    request.payload === undefined ? request.headers : { 'content-type': 'application/json', ...request.headers };
  const label = `${who} ${call.method} ${url} ${(request.payload ?? '').slice(0, 200)}`;
  const { res, where } = await send(app, { method: call.method, url, headers, payload: request.payload }, label);
  // Generated junk can pass the body limit (a few 100,000-character strings): refused before any schema.
  if (Buffer.byteLength(request.payload ?? '') > BODY_LIMIT) return void expect(res.statusCode, where).toBe(413);
  const field = expectedField(call, request.value);
  expect(res.statusCode, where).toBe(400);
  expect(res.json(), where).toMatchObject({ code: 400, data: { field } });
  expect(res.json().message, where).toMatch(new RegExp(`^${escapeRegExp(field)}: `));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
