import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body exactly as it came over the wire: still compressed when content-encoding says so. */
  body: Buffer;
}

const TIMEOUT_MS = 10_000;

/**
 * One HTTP request with node:http, which (unlike fetch) leaves a compressed body as it is: the bytes
 * compared and replayed must be the ones autocannon will read.
 */
export function rawRequest(
  url: string,
  opts: { method: string; headers: Record<string, string>; body?: string },
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: opts.method, headers: opts.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`${url}: no reply within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(opts.body);
  });
}
