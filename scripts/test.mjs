// `npm test`: install what is missing, then lint, type-check, unit and API tests (PGlite, and
// PostgreSQL too when DATABASE_URL is set), build, Hub88's Wallet API conformance cases, the Dockerfile's
// production install, browser tests against the built server, and (with PostgreSQL and Redis) the cluster
// tests behind nginx.
import { spawn } from 'node:child_process';
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

// The static checks read files and share nothing: they run at once (a core each), their output printed whole
// as each ends.
const STATIC = 'static checks';
const steps = [
  ['lint', 'npx', ['eslint', '.'], undefined, STATIC],
  ['format', 'npx', ['prettier', '--check', '.'], undefined, STATIC],
  // Module faces and import cycles of the server, the member site and the console (.dependency-cruiser.mjs).
  ['boundaries', 'npm', ['run', 'lint:boundaries', '--silent'], undefined, STATIC],
  ['type-check', 'npm', ['run', 'typecheck'], undefined, STATIC],
  ['unit and API tests', 'npx', ['vitest', 'run', ...withReport('unit.json')], 'unit.json'],
  ['build', 'npm', ['run', 'build']],
  // Hub88's documented Wallet API cases against the built server's seamless wallet, printed as a table.
  ['Hub88 conformance', 'node', ['apps/server/dist/hub88-conformance.js']],
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
for (let i = 0; i < steps.length;) {
  const [name, command, args, report, group] = steps[i];
  if (group) {
    const batch = [];
    for (const step of steps.slice(i)) {
      if (step[4] !== group) break;
      batch.push(step);
    }
    console.log(`\n=== ${batch.map((step) => step[0]).join(', ')} (at once) ===`);
    const started = Date.now();
    const ended = await Promise.all(batch.map((step) => runBuffered(step)));
    console.log(`\n(${group}: ${((Date.now() - started) / 1000).toFixed(1)} s in all)`);
    results.push(...ended);
    i += batch.length;
    if (ended.some((r) => !r.ok)) break;
    continue;
  }
  i++;
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

/** Runs a step with its output held, then prints it under the step's name. */
function runBuffered([name, command, args]) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n--- ${name} (${seconds} s) ---`);
      process.stdout.write(Buffer.concat(output));
      done({ name, ok: status === 0, seconds });
    };
    // 'error' (the command could not start) is followed by 'close'.
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (status) => finish(status ?? 1));
  });
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  if (!r.ok && r.report) printFailures(resolve(RESULTS, r.report));
}
printSlowestFiles(results.filter((r) => r.report).map((r) => resolve(RESULTS, r.report)));
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

/** The ten slowest test files of the run, so a file that grew slow shows in every log. */
function printSlowestFiles(files) {
  const timed = [];
  for (const file of files.filter((f) => existsSync(f))) {
    for (const suite of JSON.parse(readFileSync(file, 'utf8')).testResults ?? []) {
      timed.push({ path: suite.name.replace(`${process.cwd()}/`, ''), ms: suite.endTime - suite.startTime });
    }
  }
  if (timed.length === 0) return;
  console.log('\nslowest test files:');
  for (const { path, ms } of timed.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${path}`);
  }
}
