import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { DataDirInUse, LOCK_FILE, lockDataDir } from './data-dir-lock.js';
import { sites } from './schema/index.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'playdeck-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const holderFile = (dir: string, holder: Record<string, unknown>) =>
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ command: 'main.js', since: '2026-11-28T00:00:00Z', ...holder }));

describe('the PGlite directory lock', () => {
  it('one holder at a time in a process; released, the directory is free again and the file gone', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    release();
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a directory a live process holds, naming it; takes it over once that process is gone', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise((r) => other.once('spawn', r));
    holderFile(dir, { pid: other.pid, host: hostname() });
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by main\\.js \\(pid ${other.pid},`));
    other.kill('SIGKILL');
    await new Promise((r) => other.once('exit', r));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it("a file left with this process's own pid (a restarted container's pid 1) is stale; another host's holds", () => {
    const dir = freshDir();
    holderFile(dir, { pid: process.pid, host: hostname() });
    lockDataDir(dir)();
    holderFile(dir, { pid: 1, host: 'another-container' });
    expect(() => lockDataDir(dir)).toThrow(/pid 1 on host another-container/);
  });

  it('site:create refuses a directory the server holds, writing nothing, and says what to do', async () => {
    const dir = freshDir();
    const server = await openDatabase({ dataDir: dir });
    const { DATABASE_URL: _postgres, ...env } = process.env;
    const full = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        join(import.meta.dirname, '../cli/site-create.ts'),
        ...['--operator', 'Acme', '--name', 'Acme', '--domains', 'acme.example'],
        ...['--currencies', 'USD', '--locales', 'en_US'],
      ],
      { env: { ...env, DATA_DIR: dir, NODE_ENV: 'development' }, encoding: 'utf8', timeout: 120_000 },
    );
    expect(full.status).toBe(1);
    expect(full.stderr).toMatch(new RegExp(`is in use by .*\\(pid ${process.pid},.*stop the server`));
    await server.migrate(join(import.meta.dirname, 'migrations'));
    expect(await server.db.select().from(sites)).toEqual([]);
    await server.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  }, 240_000);
});
