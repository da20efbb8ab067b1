// `npm test`: install what is missing, then lint, type-check, unit and API tests (PGlite, and
// PostgreSQL too when DATABASE_URL is set), build, the Dockerfile's production install, browser tests
// against the built server, and (with PostgreSQL and Redis) the cluster tests behind nginx.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies, run } from './ensure-deps.mjs';

ensureDependencies();
ensureChromium();

const RESULTS = resolve('test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

/** Vitest arguments that also write a JSON report, read back for the summary. */
const withReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${resolve(RESULTS, name)}`];

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['type-check', 'npm', ['run', 'typecheck']],
  ['unit and API tests', 'npx', ['vitest', 'run', ...withReport('unit.json')], 'unit.json'],
  ['build', 'npm', ['run', 'build']],
  // The container image's install and file list (read from the Dockerfile), started in production mode.
  ['production install', 'node', ['scripts/production-install-check.mjs', '--no-build']],
  ['browser tests', 'npm', ['test', '-w', 'e2e', '--', ...withReport('e2e.json')], 'e2e.json'],
  // Two nodes behind nginx need a shared PostgreSQL and Redis; CI (.ci/run) has both.
  process.env.DATABASE_URL && process.env.REDIS_URL
    ? [
        'cluster tests',
        'npm',
        ['run', 'test:cluster', '-w', 'e2e', '--', ...withReport('cluster.json')],
        'cluster.json',
      ]
    : ['cluster tests', null, 'skipped: they need DATABASE_URL and REDIS_URL (PostgreSQL and Redis)'],
];

const results = [];
for (const [name, command, args, report] of steps) {
  console.log(`\n=== ${name} ===`);
  if (command === null) {
    console.log(args);
    results.push({ name: `${name} (${args})`, ok: true, seconds: '0.0' });
    continue;
  }
  const started = Date.now();
  const status = run(command, args);
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), report });
  if (status !== 0) break;
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  if (!r.ok && r.report) printFailures(resolve(RESULTS, r.report));
}
const failed = results.filter((r) => !r.ok).length + (steps.length - results.length);
console.log(`${steps.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** Names each failed test and its first message line, so the end of the log says what broke. */
function printFailures(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.testResults ?? []) {
    const path = suite.name.replace(`${process.cwd()}/`, '');
    if (suite.status === 'failed' && !suite.assertionResults.some((t) => t.status === 'failed')) {
      console.log(`     ${path}: ${firstLine(suite.message)}`);
    }
    for (const test of suite.assertionResults.filter((t) => t.status === 'failed')) {
      console.log(`     ${path} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}

function firstLine(text = '') {
  return text.split('\n').find((line) => line.trim()) ?? '';
}
