import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const WEB = resolve(import.meta.dirname, '../../../web');

/**
 * The member site's server renderer, built for this run (a few seconds): a WEB_DIST whose `dist/` holds
 * the site's page template and whose `dist-server/` the renderer, as a production build lays them out.
 * Tests of the rendered pages start the app with it; every other test keeps WEB_DIST unbuilt. Vite runs
 * in a process of its own, as a production build (this one's NODE_ENV is the test runner's).
 */
export async function buildWebRenderer(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'playdeck-renderer-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  copyFileSync(join(WEB, 'index.html'), join(dist, 'index.html'));
  const vite = join(dirname(createRequire(join(WEB, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', join(root, 'dist-server'), '--logLevel', 'warn'],
    { cwd: WEB, env: { ...process.env, NODE_ENV: 'production' } },
  );
  return dist;
}
