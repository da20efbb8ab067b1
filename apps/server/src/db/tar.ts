import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { extract } from 'tar-stream';

/**
 * Unpacks a tar archive (PGlite's `dumpDataDir`: directories and regular files) into `dest`; returns the
 * number of files written. PGlite's own `loadDataDir` unpacks through its emulated file system, file by
 * file in JavaScript: into a directory on disk this is several times faster. The files named in `last` are
 * written after all others: PostgreSQL's PG_VERSION marks a data directory, so a crash while unpacking
 * leaves one that still reads as empty. Files are written on the thread pool, so the main thread goes on
 * with other work (the server's modules load meanwhile).
 */
export async function extractTar(archive: Uint8Array, dest: string, last: string[] = []): Promise<number> {
  const root = resolve(dest);
  const lastPaths = new Set(last.map((name) => resolve(root, name)));
  const deferred: { path: string; data: Buffer; mode: number }[] = [];
  const writing: Promise<void>[] = [];
  const entries = extract();
  entries.end(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
  try {
    for await (const entry of entries) {
      const { name, type } = entry.header;
      const path = resolve(root, `.${sep}${name}`);
      const inside = relative(root, path);
      if (inside.startsWith('..') || resolve(root, inside) !== path)
        throw new Error(`tar entry outside ${dest}: ${name}`);
      if (type === 'directory') {
        mkdirSync(path, { recursive: true });
        entry.resume();
        continue;
      }
      if (type !== 'file') throw new Error(`tar entry of an unexpected type ${type}: ${name}`);
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      mkdirSync(dirname(path), { recursive: true });
      const file = { path, data: Buffer.concat(chunks), mode: entry.header.mode & 0o777 || 0o600 };
      if (lastPaths.has(path)) deferred.push(file);
      else writing.push(writeFile(file.path, file.data, { mode: file.mode }));
    }
  } finally {
    // A bad entry stops the walk: the writes already begun end before the error is told.
    await Promise.allSettled(writing);
  }
  await Promise.all(writing);
  for (const file of deferred) await writeFile(file.path, file.data, { mode: file.mode });
  return writing.length + deferred.length;
}
