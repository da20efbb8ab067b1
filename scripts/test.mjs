// `npm test`: install what is missing, then lint and type-check, build, the unit and API tests (PGlite, and
// PostgreSQL too when DATABASE_URL is set) beside the Dockerfile's production install and the browser tests
// against the built server, and (with PostgreSQL and Redis) the cluster tests behind nginx.
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

// A step is [name, command, args, report]. A group runs its lanes at once, each lane's steps in turn, with
// each step's output held and printed whole as it ends; the run stops after a group in which a step failed.
// The static checks read files and share nothing: a core each. The unit and API tests keep both cores busy,
// while the browser tests wait on a browser, timers and the server about a third of their time (measured:
// 62% of one core on their own): run beside each other, each fills the other's idle time (decision 0044).
const step = (name, command, args, report) => [name, command, args, report];
const together = (name, ...lanes) => ({ name, lanes });
const plan = [
  together(
    'static checks',
    [step('lint', 'npx', ['eslint', '.'])],
    [step('format', 'npx', ['prettier', '--check', '.'])],
    [step('type-check', 'npm', ['run', 'typecheck'])],
  ),
  step('build', 'npm', ['run', 'build']),
  together(
    'tests',
    [step('unit and API tests', 'npx', ['vitest', 'run', ...withReport('unit.json')], 'unit.json')],
    [
      // The container image's install and file list (read from the Dockerfile), started in production mode.
      step('production install', 'node', ['scripts/production-install-check.mjs', '--no-build']),
      step('browser tests', 'npm', ['test', '-w', 'e2e', '--', ...withReport('e2e.json')], 'e2e.json'),
    ],
  ),
  // Two nodes behind nginx need a shared PostgreSQL and Redis; CI (.ci/run) has both.
  process.env.DATABASE_URL && process.env.REDIS_URL
    ? step(
        'cluster tests',
        'npm',
        ['run', 'test:cluster', '-w', 'e2e', '--', ...withReport('cluster.json')],
        'cluster.json',
      )
    : step('cluster tests', null, 'skipped: they need DATABASE_URL and REDIS_URL (PostgreSQL and Redis)'),
];
const stepCount = plan.reduce((n, entry) => n + (entry.lanes ? entry.lanes.flat().length : 1), 0);

const results = [];
for (const entry of plan) {
  if (entry.lanes) {
    const names = entry.lanes.flat().map(([name]) => name);
    console.log(`\n=== ${names.join(', ')} (at once) ===`);
    const started = Date.now();
    const ended = (await Promise.all(entry.lanes.map(runLane))).flat();
    console.log(`\n(${entry.name}: ${((Date.now() - started) / 1000).toFixed(1)} s in all)`);
    results.push(...ended);
    if (ended.some((r) => !r.ok)) break;
    continue;
  }
  const [name, command, args, report] = entry;
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

/** Runs a lane's steps in turn, up to the first that fails. */
async function runLane(lane) {
  const ended = [];
  for (const laneStep of lane) {
    const result = await runBuffered(laneStep);
    ended.push(result);
    if (!result.ok) break;
  }
  return ended;
}

/** Runs a step with its output held, then prints it under the step's name. */
function runBuffered([name, command, args, report]) {
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
      done({ name, ok: status === 0, seconds, report });
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
const failed = results.filter((r) => !r.ok).length + (stepCount - results.length);
console.log(`${stepCount - failed} passed, ${failed} failed`);
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
