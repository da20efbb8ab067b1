import { spawn } from 'node:child_process';
import type { ChildProcess, StdioOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { trackChild } from './cleanup.js';
import { HOST, freePort, releasePort } from './ports.js';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_ENTRY = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
// The server serves WEB_DIST when the caller sets it (resolved from the repo root, the server's cwd).
export const WEB_INDEX = join(resolve(REPO_ROOT, process.env.WEB_DIST ?? 'apps/web/dist'), 'index.html');

const READY_TIMEOUT_MS = 60_000;
const POLL_INTERVAL_MS = 10;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_TAIL_CHARS = 4_000;

export interface RunningServer {
  url: string;
  port: number;
  /** Milliseconds from spawn to the first 200 on the ready path. */
  readyMs: number;
  /** The server's process; with `ipc` set, `child.send()` reaches it. */
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface SpawnOptions {
  name: string;
  /** Arguments to the node binary: an entry file, preceded by any node flags. */
  nodeArgs: string[];
  env?: Record<string, string>;
  /** Variables of the caller's shell that must not reach the server. */
  unsetEnv?: string[];
  readyPath: string;
  /** Opens an IPC channel to the server (for bench-only servers driven by messages). */
  ipc?: boolean;
}

/** Starts a node server in its own process (so it never shares the load generator's event loop). */
export async function spawnServer(opts: SpawnOptions): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env, PORT: String(port), HOST };
  for (const name of opts.unsetEnv ?? []) delete env[name];
  const started = performance.now();
  const stdio: StdioOptions = opts.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'];
  const child = spawn(process.execPath, opts.nodeArgs, { cwd: REPO_ROOT, env, stdio });
  trackChild(child);

  // Only the tail is kept: enough to explain a failed start without holding a load test's logs.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  try {
    await waitUntilReady(child, `${url}${opts.readyPath}`);
  } catch (err) {
    await stopChild(child);
    releasePort(port);
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`${opts.name} did not start: ${reason}\n--- output tail ---\n${output.trim()}`);
  }
  const readyMs = performance.now() - started;
  return {
    url,
    port,
    readyMs,
    child,
    async stop() {
      await stopChild(child);
      releasePort(port);
    },
  };
}

export interface PlaydeckOptions {
  /** Settings on top of the benchmark ones (e.g. the test-only captcha answer). */
  env?: Record<string, string>;
  /** Another entry than the built server, with its node flags (e.g. a bench-only script run by tsx). */
  nodeArgs?: string[];
  ipc?: boolean;
  name?: string;
}

/** The built Playdeck server with benchmark settings; DATA_DIR decides cold (empty) or warm start. */
export function spawnPlaydeck(dataDir: string, opts: PlaydeckOptions = {}): Promise<RunningServer> {
  if (!opts.nodeArgs && !existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` (or \`npm run build -w apps/server\`) first`);
  }
  return spawnServer({
    name: opts.name ?? 'Playdeck server',
    // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (to see where a figure goes).
    nodeArgs: opts.nodeArgs ?? [...cpuProfileArgs(), SERVER_ENTRY],
    readyPath: '/readyz',
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Load tests would otherwise measure the limiter's 429s instead of the API.
      RATE_LIMIT_PER_MINUTE: '100000000',
      PAGE_RATE_LIMIT_PER_MINUTE: '100000000',
      ...opts.env,
    },
    // Cold and warm start are defined by the embedded PGlite in DATA_DIR, so an external database or
    // Redis from the caller's shell must not leak in; a caller that means one passes it in `env`.
    unsetEnv: ['DATABASE_URL', 'REDIS_URL'].filter((name) => opts.env?.[name] === undefined),
    ipc: opts.ipc,
  });
}

function cpuProfileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(dir)}`] : [];
}

async function waitUntilReady(child: ChildProcess, readyUrl: string): Promise<void> {
  const deadline = performance.now() + READY_TIMEOUT_MS;
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `process exited early (code ${code}, signal ${signal})`;
  });
  while (performance.now() < deadline) {
    if (exited) throw new Error(exited);
    try {
      const res = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, POLL_INTERVAL_MS));
  }
  throw new Error(`no 200 from ${readyUrl} within ${READY_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM first so the server closes PGlite cleanly (a warm start needs an intact data dir). */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
