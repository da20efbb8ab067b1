import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Everything a run leaves behind is registered here, so an error or Ctrl-C half-way through a benchmark
// still kills the servers and browsers it started and removes their data directories.
const children = new Set<ChildProcess>();
const pids = new Set<number>();
const dirs = new Set<string>();
const finalizers = new Set<() => void>();

export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** For processes we only know by id (Chromium, started by chrome-launcher). */
export function trackPid(pid: number): () => void {
  pids.add(pid);
  return () => pids.delete(pid);
}

/**
 * Something else to undo on exit (e.g. drop a scratch database). It must be synchronous and quick (tsx
 * kills a process that does not answer a signal within about 60 ms): hand slow work to a detached
 * process. It runs after the tracked processes are killed and the temp dirs removed. Returns the function
 * that unregisters it (call that once the work is done by hand).
 */
export function onCleanup(finalizer: () => void): () => void {
  finalizers.add(finalizer);
  return () => finalizers.delete(finalizer);
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
  for (const finalizer of finalizers) {
    try {
      finalizer();
    } catch {
      // Best effort: exiting anyway.
    }
  }
  finalizers.clear();
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
