import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CAPTCHA_ANSWER } from './captcha.js';

export { CAPTCHA_ANSWER };

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    port: number;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_PORT ?? 3310);

/** Starts the built server on a fresh embedded database, as `npm start` would, and waits until it is ready (/readyz). */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'playdeck-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir };
  env.NODE_ENV = 'test';
  env.LOG_LEVEL = 'warn';
  env.RATE_LIMIT_PER_MINUTE = '100000';
  env.PAGE_RATE_LIMIT_PER_MINUTE = '1000000';
  // Test-only switches (refused in production): a known captcha answer and a readable SMS outbox. Tests
  // act as the operator through the admin API, signed in like any operator.
  env.CAPTCHA_FIXED_ANSWER = CAPTCHA_ANSWER;
  env.SMS_OUTBOX_READABLE = 'true';
  env.PROGRAMME_JOBS_RUNNABLE = 'true';
  // As behind a load balancer: a test may come "from" another address (X-Forwarded-For), so the per-address
  // registration limits (996, 997) hold per test. Without the header the socket's address counts, as before.
  env.TRUST_PROXY = 'true';
  // The sandbox gateway settles a payout 2-10 s after it is asked for, as banks take; the console's order
  // page still has to read the order again by itself (every 3 s) to see it paid, so a short delay keeps
  // what the payout tests check and spares them up to 10 s each.
  env.GATEWAY_SANDBOX_PAYOUT_DELAY_MS = '500-1000';
  delete env.DATABASE_URL; // the demo runs on the embedded database
  delete env.REDIS_URL;
  // The demo, plus a route rule the console would refuse (the tests of the server's refusal need one).
  const prepared = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'e2e/support/refused-route-rule.mjs'), dataDir],
    {
      env,
      stdio: 'inherit',
    },
  );
  if (prepared.status !== 0) throw new Error(`preparing the e2e database exited ${prepared.status}`);
  const server: ChildProcess = spawn('node', [join(ROOT, 'apps/server/dist/main.js')], { env, stdio: 'inherit' });
  const baseURL = `http://127.0.0.1:${PORT}`;
  await waitForHealth(baseURL, server);
  project.provide('baseURL', baseURL);
  project.provide('port', PORT);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

// A cold start migrates and seeds a fresh database: seconds on a quiet machine, over a minute on a loaded one.
const HEALTH_WAIT_MS = 180_000;

async function waitForHealth(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill('SIGTERM');
  throw new Error(`server did not become healthy within ${HEALTH_WAIT_MS / 1000} s`);
}
