// What the README commands need on a fresh clone with only Node and npm: the npm dependencies (when
// node_modules is missing or older than the lock file), and the Debian packages the tests install as root.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Installs Debian packages; true when apt-get says it did. Another install may hold dpkg's lock (a second
 * test suite on this machine installing the same package, or unattended upgrades): apt-get waits for it
 * rather than failing at once.
 */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const waitForLock = ['-o', 'DPkg::Lock::Timeout=600'];
  // A failed refresh of the package lists leaves the old ones, which may still install.
  run('apt-get', [...waitForLock, 'update', '-qq'], { env });
  return run('apt-get', [...waitForLock, 'install', '-y', '-qq', ...packages], { env }) === 0;
}

export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  console.log('Installing dependencies (npm ci)...');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(1);
  }
}
