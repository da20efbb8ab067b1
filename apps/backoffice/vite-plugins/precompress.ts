import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// index.html is left out: the server sends it with its own headers and it is about 1 KB.
const COMPRESSIBLE = /\.(js|css|json|svg)$/;
const MIN_BYTES = 1024;

/**
 * Writes .br and .gz next to every text asset, so the server hands out pre-compressed files
 * (@fastify/static `preCompressed`) instead of ~1.5 MB of plain JS. The member site has its own copy of
 * this plugin; the two apps share no code on purpose.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'playdeck-backoffice-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // writeBundle, not closeBundle: a failed build then shows its own error instead of a missing dist.
    async writeBundle() {
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
