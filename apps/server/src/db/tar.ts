import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Unpacks a tar archive (the ustar subset PGlite's `dumpDataDir` writes: directories and regular files)
 * into `dest`; returns the number of files written. PGlite's own `loadDataDir` unpacks through its
 * emulated file system, file by file in JavaScript: into a directory on disk this is several times faster.
 * The files named in `last` are written after all others: PostgreSQL's PG_VERSION marks a data directory,
 * so a crash while unpacking leaves one that still reads as empty. Files are written on the thread pool,
 * so the main thread goes on with other work (the server's modules load meanwhile).
 */
export async function extractTar(archive: Uint8Array, dest: string, last: string[] = []): Promise<number> {
  const buf = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const root = resolve(dest);
  let offset = 0;
  let files = 0;
  const deferred: { path: string; data: Buffer; mode: number }[] = [];
  const writing: Promise<void>[] = [];
  const lastPaths = new Set(last.map((name) => resolve(root, name)));
  while (offset + 512 <= buf.length) {
    const header = buf.subarray(offset, offset + 512);
    // Two zero blocks end the archive.
    if (header[0] === 0) break;
    const field = (from: number, to: number) => {
      const bytes = header.subarray(from, to);
      const end = bytes.indexOf(0);
      return bytes.subarray(0, end < 0 ? bytes.length : end).toString('utf8');
    };
    const prefix = field(345, 500);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = parseInt(field(124, 136).trim() || '0', 8);
    const mode = parseInt(field(100, 108).trim() || '600', 8) & 0o777;
    const type = header[156] === 0 ? '0' : String.fromCharCode(header[156]!);
    offset += 512;
    const path = resolve(root, `.${sep}${name}`);
    const inside = relative(root, path);
    if (inside.startsWith('..') || resolve(root, inside) !== path)
      throw new Error(`tar entry outside ${dest}: ${name}`);
    if (type === '5') mkdirSync(path, { recursive: true });
    else if (type === '0') {
      if (offset + size > buf.length) throw new Error(`tar entry cut short: ${name}`);
      mkdirSync(dirname(path), { recursive: true });
      const file = { path, data: buf.subarray(offset, offset + size), mode: mode || 0o600 };
      if (lastPaths.has(path)) deferred.push(file);
      else writing.push(writeFile(file.path, file.data, { mode: file.mode }));
      files++;
    } else throw new Error(`tar entry of an unexpected type ${type}: ${name}`);
    offset += Math.ceil(size / 512) * 512;
  }
  await Promise.all(writing);
  for (const file of deferred) await writeFile(file.path, file.data, { mode: file.mode });
  return files;
}
