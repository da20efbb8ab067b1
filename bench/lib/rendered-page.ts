import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawRequest } from './raw-http.js';
import type { RawReply } from './raw-http.js';

// What a browser asks a page with: every current browser accepts br, so the kept brotli body is served.
export const PAGE_HEADERS = { 'accept-encoding': 'br' } as const;
/** An Android phone, which the server's user-agent check gives the mobile layout. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36';

export interface PageReply {
  status: number;
  contentType: string;
  /** `br` when the compressed body answered; 'none' otherwise. */
  contentEncoding: string;
  /** Body bytes as sent (compressed). */
  bodyBytes: number;
  /** The same HTML uncompressed. */
  htmlBytes: number;
}

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === '' || encoding === 'identity') return body;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

/**
 * One page read with node:http (fetch would decompress it, and the bytes replayed must be the ones
 * autocannon reads) and checked: a reply of `status` (200 unless said) whose #root the server rendered in `layout`. The skeleton a failed
 * render falls back to has no `data-layout`, so a figure for it would not be a render's. `wallMs` is the
 * request alone, from before it is sent until its last byte (a new loopback connection included), without
 * the decoding and checks.
 */
export async function readRenderedPage(
  url: string,
  headers: Record<string, string>,
  layout: 'desktop' | 'mobile',
  status = 200,
): Promise<{ raw: RawReply; reply: PageReply; wallMs: number }> {
  const started = performance.now();
  const raw = await rawRequest(url, { method: 'GET', headers });
  const wallMs = performance.now() - started;
  const encoding = String(raw.headers['content-encoding'] ?? '');
  const html = decode(raw.body, encoding).toString('utf8');
  const rendered = html.includes(`data-layout="${layout}"`) && /<div id="root"><(?!\/div>)/.test(html);
  if (raw.status !== status || !rendered) {
    throw new Error(
      `${url} answered ${raw.status}, not a ${layout} page rendered by the server: ${html.slice(0, 200)}`,
    );
  }
  const reply: PageReply = {
    status: raw.status,
    contentType: String(raw.headers['content-type'] ?? ''),
    contentEncoding: encoding || 'none',
    bodyBytes: raw.body.length,
    htmlBytes: Buffer.byteLength(html),
  };
  return { raw, reply, wallMs };
}
