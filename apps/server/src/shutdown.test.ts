import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect } from 'socket.io-client';
import { afterEach, expect, inject, it } from 'vitest';
import { describeEachDb, openFirstStartPglite, scratchPostgres } from './test/harness.js';
import type { DbKind } from './test/harness.js';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), 'main.ts');
const SHUTDOWN_TIMEOUT_MS = 8_000;
// The launch in flight outlasts the signal, the socket drop and the refused connection: asserted below.
const PROVIDER_LATENCY_MS = 1_500;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * Every server a test started: any still running after its test is killed, also one whose start the test
 * gave up waiting for (its test timed out), which would otherwise serve and poll on for the rest of the run.
 */
const spawned = new Set<ChildProcess>();

interface Child {
  process: ChildProcess;
  base: string;
  port: number;
  exited: Promise<{ code: number | null; at: number }>;
  logs: string[];
}

/** A data directory holding the run's first-start PGlite database, removed by `drop`. */
async function pgliteCopy(): Promise<{ dataDir: string; drop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'playdeck-shutdown-'));
  const dataDir = join(dir, 'data');
  // Unpacked into the empty directory as it is opened; closed again before the server opens it.
  await (await openFirstStartPglite(dataDir)).close();
  return { dataDir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** The server from its TypeScript source (tsx), as main.ts starts it. */
async function startServer(kind: DbKind, env: Record<string, string>): Promise<Child & { drop?: () => Promise<void> }> {
  const port = await freePort();
  // A copy of the run's first-start database (migrated and seeded): shutting down is the subject, not a
  // first start. On PostgreSQL a database from the template, on PGlite a directory holding the snapshot.
  const scratch = kind === 'postgres' ? await scratchPostgres(inject('postgresTemplate')) : undefined;
  const copy = kind === 'pglite' ? await pgliteCopy() : undefined;
  const drop = async () => {
    await scratch?.drop();
    await copy?.drop();
  };
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: copy?.dataDir ?? 'memory://',
    // Request lines too: a test waits for its request's "incoming request" before it signals.
    LOG_LEVEL: 'debug',
    WEB_DIST: '/nonexistent-web-dist',
    SANDBOX_LATENCY_MS: String(PROVIDER_LATENCY_MS),
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    ...env,
  };
  if (scratch) childEnv.DATABASE_URL = scratch.url;
  else delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(child);
  const logs: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await untilReady(child, base, logs);
  } catch (err) {
    child.kill('SIGKILL');
    await exited;
    await drop();
    throw err;
  }
  return { process: child, base, port, exited, logs, drop };
}

async function untilReady(child: ChildProcess, base: string, logs: string[]): Promise<void> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('\n')}`);
    if (Date.now() > deadline) throw new Error('server not ready in time');
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A request on a connection of its own (never a pooled one), so a refused connection shows. */
const freshGet = (port: number, path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });

/** Until the server has logged the start of a request to `url` (it is in flight from then on). */
async function untilRequestLogged(logs: string[], url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  const logged = () => logs.some((l) => l.startsWith('{') && l.includes('"incoming request"') && l.includes(url));
  while (!logged()) {
    if (Date.now() > deadline) throw new Error(`no request to ${url} logged:\n${logs.slice(-10).join('\n')}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Until a new connection is refused, while draining (the listener closes just after the sockets drop). */
async function untilRefused(port: number): Promise<unknown> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const error = await freshGet(port, '/readyz').then(
      () => undefined,
      (e: unknown) => e,
    );
    if ((error as { code?: string } | undefined)?.code === 'ECONNREFUSED' || Date.now() > deadline) return error;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const postJson = (base: string, path: string, body: object) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

interface DemoReply {
  code: number;
  data: { list: { game_code: string }[]; game_url: string };
}
const firstDemoGame = async (base: string) => {
  const res = await postJson(base, '/api/demo/gp_games', { gp_id: 'GP01', game_type_id: 2 });
  return ((await res.json()) as DemoReply).data.list[0]!.game_code;
};

// Each test starts a server process from its TypeScript source (tsx): most of its time.
describeEachDb('graceful shutdown', (kind) => {
  let server: (Child & { drop?: () => Promise<void> }) | undefined;
  afterEach(async () => {
    for (const child of spawned) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    spawned.clear();
    await server?.drop?.();
    server = undefined;
  });

  it('finishes the request in flight, refuses new connections, drops sockets and exits 0', async () => {
    server = await startServer(kind, process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {});
    const s = server;
    const gameCode = await firstDemoGame(s.base);

    const socket = connect(s.base, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    // A demo launch waits for the (slowed) sandbox provider: in flight when the signal comes.
    const startedAt = Date.now();
    let answered = false;
    const inFlight = postJson(s.base, '/api/demo/play', { gp_id: 'GP01', game_type: 2, game_code: gameCode }).then(
      (res) => ((answered = true), res),
    );
    await untilRequestLogged(s.logs, '/api/demo/play');
    const signalledAt = Date.now();
    s.process.kill('SIGTERM');

    // A dropped transport, not a server "disconnect": socket.io-client reconnects (to another node) by itself.
    expect(await dropped).toBe('transport close');
    expect(await untilRefused(s.port)).toMatchObject({ code: 'ECONNREFUSED' });
    expect(answered, 'the launch was still in flight while the node refused connections').toBe(false);

    const res = await inFlight;
    expect(res.status).toBe(200);
    const body = (await res.json()) as DemoReply;
    expect(body.code).toBe(100);
    expect(body.data.game_url).toMatch(/^\/sandbox-provider\/games\//);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(PROVIDER_LATENCY_MS - 100);

    const { code, at } = await s.exited;
    expect(code, s.logs.slice(-15).join('\n')).toBe(0);
    expect(at - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    // One JSON object per line, the request's lines tagged with its id.
    const lines = s.logs.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.some((l) => l.msg === 'shutting down: draining')).toBe(true);
    expect(lines.some((l) => l.msg === 'shut down')).toBe(true);
    socket.close();
  }, 240_000);

  it('exits 1 once the deadline passes with a request still running', async () => {
    server = await startServer(kind, { SHUTDOWN_TIMEOUT_MS: '1000', SANDBOX_LATENCY_MS: '6000' });
    const s = server;
    const gameCode = await firstDemoGame(s.base);
    const inFlight = postJson(s.base, '/api/demo/play', {
      gp_id: 'GP01',
      game_type: 2,
      game_code: gameCode,
    }).catch((error: unknown) => error);
    await untilRequestLogged(s.logs, '/api/demo/play');
    const signalledAt = Date.now();
    s.process.kill('SIGTERM');
    const { code, at } = await s.exited;
    expect(code).toBe(1);
    expect(at - signalledAt).toBeLessThan(4_000);
    expect(await inFlight).toBeInstanceOf(Error); // its connection was cut
  }, 240_000);
});
