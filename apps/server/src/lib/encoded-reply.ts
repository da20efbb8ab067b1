import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESULT } from '@playdeck/contract';

/** One serialized success envelope and its compressed forms, each made the first time a client asks. */
export interface EncodedReply {
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * Replies that are the same for many callers, kept as bytes: serialized once, compressed once per
 * encoding, answered 304 to a matching If-None-Match. Keys carry the data's version; the cache is
 * dropped whole when it grows past `max` (old versions are never asked for again).
 */
export function createEncodedReplies(max = 200) {
  const cache = new Map<string, EncodedReply>();
  return {
    get(key: string, data: () => unknown): EncodedReply {
      let encoded = cache.get(key);
      if (!encoded) {
        if (cache.size >= max) cache.clear();
        encoded = encodeReply(data());
        cache.set(key, encoded);
      }
      return encoded;
    },
  };
}

/** A success envelope of `data`, serialized (its compressed forms are made when first asked for). */
export function encodeReply(data: unknown): EncodedReply {
  const identity = Buffer.from(JSON.stringify({ code: RESULT.success, message: 'success', data }));
  return { etag: `"${createHash('sha1').update(identity).digest('base64url')}"`, identity };
}

export function sendEncoded(request: FastifyRequest, reply: FastifyReply, e: EncodedReply) {
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('etag', e.etag);
  reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === e.etag) return reply.code(304).send();
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) {
    e.br ??= brotliCompressSync(e.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(e.br);
  }
  if (/\bgzip\b/.test(accept)) {
    e.gzip ??= gzipSync(e.identity, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(e.gzip);
  }
  return reply.send(e.identity);
}
