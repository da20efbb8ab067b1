// Runs the Playdeck benchmarks against the built server, prints one table and writes
// bench/results/latest.json. It measures and reports; it asserts nothing, so a missed target does not
// fail the run. Only a benchmark that could not be measured makes the exit code non-zero.
//
//   npm run bench                                  # everything
//   npm run bench -- throughput,js                 # a subset of: throughput, js, start, lighthouse, logins, realtime, games, seamless, content, ssr, cluster
//   tsx run-all.ts --only throughput,js            # the same, from bench/
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureChromium } from './lib/chromium.js';
import { installCleanupHandlers, makeTempDir, removeTempDir } from './lib/cleanup.js';
import { SERVER_ENTRY, WEB_INDEX, spawnPlaydeck } from './lib/server-process.js';
import type { RunningServer } from './lib/server-process.js';
import { errorMessage } from './lib/stats.js';
import { SECTIONS, TARGETS, formatReport } from './report.js';
import type { Results, Section } from './report.js';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

/**
 * `--only a,b` or bare section names. From the repo root, npm itself takes `--only` (a legacy npm flag), so
 * there `npm run bench -- js,throughput` is the way; `--only` works with `npm run bench -w bench -- --only js`.
 */
function parseSections(): Section[] {
  const { values, positionals } = parseArgs({ options: { only: { type: 'string' } }, allowPositionals: true });
  const wanted = [values.only ?? '', ...positionals]
    .flatMap((arg) => arg.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) return [...SECTIONS];
  const unknown = wanted.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (unknown.length > 0) {
    console.error(`Unknown section ${unknown.join(', ')}: choose from ${SECTIONS.join(', ')}`);
    process.exit(2);
  }
  return SECTIONS.filter((s) => wanted.includes(s));
}

async function run(results: Results, section: Section, title: string, body: () => Promise<void>): Promise<void> {
  if (!results.sections.includes(section)) return;
  console.log(`\n> ${title}`);
  try {
    await body();
  } catch (err) {
    results.errors[section] = errorMessage(err);
    console.error(`  ${section} FAILED: ${errorMessage(err)}`);
  }
}

async function main(): Promise<void> {
  installCleanupHandlers();
  const sections = parseSections();
  const cpuList = cpus();
  const results: Results = {
    generatedAt: new Date().toISOString(),
    machine: {
      node: process.version,
      platform: process.platform,
      cpu: cpuList[0]?.model ?? 'unknown',
      cpuCount: cpuList.length,
      // Other work on the machine skews every figure here; the load average at start makes that visible.
      loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    },
    sections,
    targets: TARGETS,
    errors: {},
  };
  const m = results.machine;
  console.log(`Playdeck benchmarks: ${sections.join(', ')}`);
  console.log(`${m.cpuCount} x ${m.cpu}, Node ${m.node}, load average ${m.loadAverage1m} at start`);
  if (m.loadAverage1m > m.cpuCount / 2) console.warn('! the machine is busy: expect noisy figures');
  if (!existsSync(SERVER_ENTRY)) console.warn(`! ${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const webBuilt = existsSync(WEB_INDEX);
  if (!webBuilt) {
    console.warn(`! ${WEB_INDEX} is missing: / serves a bare shell, so js, lighthouse and ssr are skipped`);
  }

  // Start times go first, while no other server is running to compete for the CPU.
  await run(results, 'start', 'Cold and warm start (spawn -> /readyz 200)', async () => {
    const { measureStartTime } = await import('./start-time.js');
    results.start = await measureStartTime();
  });

  // One Playdeck server for the other sections, started by the first that needs it.
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  try {
    const ensureServer = async () => (server ??= await spawnPlaydeck((dataDir ??= makeTempDir('data'))));
    const needsWeb = () => {
      if (!webBuilt) throw new Error(`skipped: ${WEB_INDEX} is missing (run \`npm run build\`)`);
    };
    // Sections are imported when they run: Lighthouse alone takes seconds to load and is not always wanted.

    await run(results, 'js', 'Initial JavaScript of /', async () => {
      needsWeb();
      const { measureInitialJs } = await import('./initial-js.js');
      results.initialJs = await measureInitialJs((await ensureServer()).url);
    });
    // Lighthouse before the load test, so the page is audited on a server not still collecting garbage.
    await run(results, 'lighthouse', 'Lighthouse mobile on / and /discount', async () => {
      needsWeb();
      ensureChromium();
      const { LIGHTHOUSE_PATHS, measureLighthouse } = await import('./lighthouse.js');
      const { url } = await ensureServer();
      // Each page is kept as it is audited, so a failure on a later page still reports the earlier ones.
      const pages: NonNullable<Results['lighthouse']> = (results.lighthouse = []);
      for (const path of LIGHTHOUSE_PATHS) pages.push(await measureLighthouse(url, path, RESULTS_DIR));
    });
    await run(results, 'throughput', 'Throughput (autocannon)', async () => {
      const { measureThroughput } = await import('./throughput.js');
      results.throughput = await measureThroughput((await ensureServer()).url);
    });
    await run(results, 'content', 'Content: mobile banner list vs bare Fastify', async () => {
      const { measureContent } = await import('./content.js');
      results.content = await measureContent((await ensureServer()).url);
    });
    // After the other load tests: its own server (render times) starts while the shared one is idle.
    await run(results, 'ssr', 'Server-rendered pages: kept home page vs bare Fastify, render times', async () => {
      needsWeb();
      const { measureSsr } = await import('./ssr.js');
      results.ssr = await measureSsr((await ensureServer()).url);
    });
  } finally {
    await server?.stop();
    if (dataDir) removeTempDir(dataDir);
  }

  // These start servers of their own (with the test-only captcha answer), once the shared one is gone.
  await run(results, 'logins', 'Logins (argon2id verify, then header + captcha + login)', async () => {
    const { measureLogins } = await import('./logins.js');
    results.logins = await measureLogins();
  });
  await run(results, 'realtime', 'Realtime: private event to 1,000 sockets', async () => {
    const { measureRealtimeLatency } = await import('./realtime-latency.js');
    results.realtime = await measureRealtimeLatency();
  });
  await run(results, 'games', 'Games: hall of ~2,000 games vs bare Fastify, transfers per second', async () => {
    const { measureGames } = await import('./games.js');
    const games = await measureGames();
    results.games = games;
    // The parts that were measured still report; the ones that were not make the exit code non-zero.
    if (games.failures.length > 0) {
      results.errors.games = games.failures.map((f) => `${f.part}: ${f.error.split('\n')[0] ?? ''}`).join('; ');
    }
  });
  await run(results, 'seamless', 'Seamless wallet: Hub88 bets and wins on PostgreSQL vs pgbench', async () => {
    if (!process.env.DATABASE_URL) throw new Error('the seamless bench needs DATABASE_URL (PostgreSQL)');
    const { measureSeamless } = await import('./games-seamless.js');
    results.seamless = await measureSeamless(process.env.DATABASE_URL);
  });

  await run(results, 'cluster', 'Cluster: member mix through nginx, two nodes vs one; 5,000 sockets', async () => {
    const { measureCluster } = await import('./cluster.js');
    results.cluster = await measureCluster();
  });

  console.log(`\n${formatReport(results)}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(`${RESULTS_DIR}latest.json`, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWrote ${RESULTS_DIR}latest.json`);
  for (const l of results.lighthouse ?? []) {
    console.log(`Lighthouse report of the median run on ${l.path}: ${l.reportPath}`);
  }
  if (Object.keys(results.errors).length > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(errorMessage(err));
  process.exitCode = 1;
});
