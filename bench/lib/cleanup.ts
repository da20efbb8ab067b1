import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Everything a run leaves behind is registered here, so an error or Ctrl-C half-way through a benchmark
// still kills the servers and browsers it started and removes their data directories.
const children = new Set<ChildProcess>();
const pids = new Set<number>();
const dirs = new Set<string>();

export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** For processes we only know by id (Chromium, started by chrome-launcher). */
export function trackPid(pid: number): () => void {
  pids.add(pid);
  return () => pids.delete(pid);
}

export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `playdeck-bench-${prefix}-`));
  dirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  dirs.delete(dir);
}

/** Synchronous on purpose: it also runs from process 'exit', where nothing asynchronous completes. */
export function cleanupAll(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  pids.clear();
  for (const dir of [...dirs]) removeTempDir(dir);
}

let installed = false;

export function installCleanupHandlers(): void {
  if (installed) return;
  installed = true;
  process.on('exit', cleanupAll);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping benchmark servers and removing temp dirs\n`);
      cleanupAll();
      process.exit(code);
    });
  }
}
