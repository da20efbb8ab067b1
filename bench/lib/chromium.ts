import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CHROMIUM = '/usr/bin/chromium';
const ENSURE = fileURLToPath(new URL('../../scripts/ensure-chromium.mjs', import.meta.url));

/**
 * Lighthouse drives Debian's Chromium, as the browser tests do. Missing, it is installed with apt when we
 * are root (scripts/ensure-chromium.mjs, as `npm test` does); otherwise the section fails with the command
 * to run, instead of Chromium's launch ending the whole run with an unhandled spawn error.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    const script = `import(${JSON.stringify(ENSURE)}).then((m) => m.ensureChromium())`;
    spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
    if (existsSync(CHROMIUM)) return;
  }
  throw new Error(`Chromium is not at ${CHROMIUM}: install it with \`sudo apt-get install -y chromium\``);
}
