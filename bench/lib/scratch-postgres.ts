import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './cleanup.js';
import { REPO_ROOT } from './server-process.js';

export interface ScratchDatabase {
  /** DATABASE_URL of the scratch database: the admin URL with its own database name. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

// Run by a detached node process when the bench is interrupted: the exit handler cannot wait for a promise.
const DROP_SCRIPT = `
import pg from 'pg';
const c = new pg.Client({ connectionString: process.env.ADMIN_URL });
await c.connect();
await c.query('drop database if exists ' + process.env.DB_NAME + ' with (force)');
await c.end();
`;

/**
 * A database of our own inside the PostgreSQL that DATABASE_URL points at (like the server's test
 * harness does), dropped by `drop()` or, if the run is cut short, by the cleanup handlers.
 */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `playdeck_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const unregister = onCleanup(() => {
    // Detached, so it finishes even when this process is gone (or killed) a moment later.
    spawn(process.execPath, ['--input-type=module', '-e', DROP_SCRIPT], {
      cwd: REPO_ROOT, // where node_modules/pg is found
      env: { ...process.env, ADMIN_URL: adminUrl, DB_NAME: name },
      stdio: 'ignore',
      detached: true,
    }).unref();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
      unregister();
    },
  };
}

/** The URL without its password, for printing. */
export function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
