import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Not html: the server renders each page from index.html (config, lang), never sends the file as is.
const COMPRESSIBLE = /\.(js|css|json|svg)$/;
const MIN_BYTES = 1024;

/**
 * Writes .br and .gz next to every text asset of dist, so the server can hand out pre-compressed files
 * (@fastify/static `preCompressed`) instead of compressing ~350 KB of JS on every request or not at all.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'playdeck-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      for (const name of files.filter((file) => COMPRESSIBLE.test(file))) {
        const path = join(outDir, name);
        const source = await readFile(path);
        if (source.length < MIN_BYTES) continue;
        await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
        await writeFile(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
