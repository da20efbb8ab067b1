// `npm test`: install what is missing, then lint, type-check, unit and API tests (PGlite, and
// PostgreSQL too when DATABASE_URL is set), build, and browser tests against the built server.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies, run } from './ensure-deps.mjs';

ensureDependencies();
ensureChromium();

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['type-check', 'npm', ['run', 'typecheck']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['browser tests', 'npm', ['test', '-w', 'e2e']],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const status = run(command, args);
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (status !== 0) break;
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length + (steps.length - results.length);
console.log(`${steps.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
