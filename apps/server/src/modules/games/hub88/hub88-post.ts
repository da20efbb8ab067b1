import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requestIdHeaders } from '../../../lib/request-id.js';
import { withTimeout } from '../../../lib/with-timeout.js';
import { OutcomeUnknown } from '../provider-client.js';
import { HUB88_SIGNATURE_HEADER, signHub88 } from './signature.js';

export interface Hub88Reply {
  status: number;
  body: unknown;
}

/** Sends a signed body to a Hub88 path: over HTTP, or in process to the embedded simulator. */
export type Hub88Send = (path: string, raw: string, signature: string) => Promise<Hub88Reply>;

export function hub88Http(baseUrl: string): Hub88Send {
  return async (path, raw, signature) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signature, ...requestIdHeaders() },
      body: raw,
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}

export function hub88Inject(api: FastifyInstance): Hub88Send {
  return async (path, raw, signature) => {
    const res = await api.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signature, ...requestIdHeaders() },
      payload: raw,
    });
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      body = null;
    }
    return { status: res.statusCode, body };
  };
}

/**
 * The operator's calls to Hub88: each body carries the operator id and a fresh request id, is signed as it
 * is sent, and gets a time limit. No answer in time (or none at all) is an unknown outcome.
 */
export function createHub88Post(deps: { send: Hub88Send; operatorId: number; privateKey: string; timeoutMs: number }) {
  return async function post(path: string, fields: Record<string, unknown>): Promise<Hub88Reply> {
    const raw = JSON.stringify({ ...fields, operator_id: deps.operatorId, request_uuid: randomUUID() });
    try {
      return await withTimeout(deps.send(path, raw, signHub88(deps.privateKey, raw)), deps.timeoutMs);
    } catch (err) {
      throw new OutcomeUnknown(`${path}: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
}

export type Hub88Post = ReturnType<typeof createHub88Post>;
