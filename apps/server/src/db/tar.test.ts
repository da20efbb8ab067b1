import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pack } from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Header } from 'tar-stream';
import { extractTar } from './tar.js';

/** A tar archive of `entries` (a directory when `body` is undefined). */
async function archiveOf(entries: (Partial<Header> & { name: string; body?: string })[]): Promise<Uint8Array> {
  const archive = pack();
  for (const { name, body, type, linkname } of entries) {
    if (body === undefined) archive.entry({ name, type: type ?? 'directory', linkname });
    else archive.entry({ name, mode: 0o640, type: type ?? 'file' }, body);
  }
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('extractTar', () => {
  let dest: string;
  beforeEach(() => {
    dest = mkdtempSync(join(tmpdir(), 'playdeck-tar-'));
  });
  afterEach(() => rmSync(dest, { recursive: true, force: true }));

  it('writes directories and files with their modes, and counts the files', async () => {
    const archive = await archiveOf([
      { name: 'base' },
      { name: 'base/1/pg_class', body: 'x'.repeat(70_000) },
      { name: 'PG_VERSION', body: '17\n' },
    ]);
    expect(await extractTar(archive, dest, ['PG_VERSION'])).toBe(2);
    expect(readFileSync(join(dest, 'base/1/pg_class'), 'utf8')).toBe('x'.repeat(70_000));
    expect(readFileSync(join(dest, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(statSync(join(dest, 'PG_VERSION')).mode & 0o777).toBe(0o640);
  });

  it('refuses an entry that would land outside the directory, and leaves no marker file', async () => {
    const archive = await archiveOf([
      { name: 'PG_VERSION', body: '17\n' },
      { name: '../escaped', body: 'owned' },
    ]);
    await expect(extractTar(archive, dest, ['PG_VERSION'])).rejects.toThrow(/outside/);
    expect(existsSync(join(dest, '..', 'escaped'))).toBe(false);
    // PG_VERSION comes last, so a directory left half-unpacked still reads as empty.
    expect(existsSync(join(dest, 'PG_VERSION'))).toBe(false);
  });

  it('refuses links and an archive cut short', async () => {
    const linked = await archiveOf([{ name: 'link', type: 'symlink', linkname: '/etc/passwd' }]);
    await expect(extractTar(linked, dest)).rejects.toThrow(/unexpected type symlink/);
    const whole = await archiveOf([{ name: 'file', body: 'y'.repeat(5_000) }]);
    await expect(extractTar(whole.subarray(0, 2_048), dest)).rejects.toThrow();
  });
});
