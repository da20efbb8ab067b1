import type { Envelope } from '@playdeck/contract';

/**
 * Reads a reply in either of its two shapes: `{ code, message, data }`, or the
 * alternative `{ header: { status, desc }, body }` some upstream services answer with. Anything else is
 * null, which the client treats as a network failure.
 */
export function readEnvelope<T>(reply: unknown): Envelope<T> | null {
  if (!isObject(reply)) return null;
  if (typeof reply.code === 'number') {
    return { code: reply.code, message: textOf(reply.message), data: reply.data as T };
  }
  const header = reply.header;
  if (isObject(header)) {
    const status = typeof header.status === 'string' ? Number(header.status) : header.status;
    if (typeof status === 'number' && Number.isFinite(status)) {
      return { code: status, message: textOf(header.desc), data: reply.body as T };
    }
  }
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
