import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Quality 5: a 15 KB page in well under a millisecond, most of what quality 11 would save. */
const BROTLI_QUALITY = 5;

/**
 * The page, compressed for the client when it accepts it. Pages are made by the server (a kept page is
 * compressed once per encoding); uncompressed, the markup, inline data and stylesheet take several times
 * the bytes on the first, slowest round trips of a visit.
 */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The encoding a client gets: brotli, else gzip, else none. */
export function pageEncodingFor(acceptEncoding: string | string[] | undefined): PageEncoding {
  const accepted = String(acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
}

export function compressPage(
  html: string,
  encoding: PageEncoding,
): { body: Buffer | string; encoding?: 'br' | 'gzip' } {
  if (encoding === 'br') {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    return { body, encoding: 'br' };
  }
  if (encoding === 'gzip') return { body: gzipSync(html), encoding: 'gzip' };
  return { body: html };
}
