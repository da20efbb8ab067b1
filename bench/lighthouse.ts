import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from './lib/chromium.js';
import { makeTempDir, removeTempDir, trackPid } from './lib/cleanup.js';
import { freePort, releasePort } from './lib/ports.js';
import { round } from './lib/stats.js';

// Headless and quiet: no GPU or sandbox in containers, and no background traffic that would land in
// the trace and skew the simulated timings.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// On a 2-core machine one run in three can land 10 points off the others (TBT from 150 to 550 ms on the same
// build); five runs keep one stray run from deciding the median.
const RUNS = 5;

// The pages a visitor opens directly. /gameHall redirects to / when opened directly, so it has no audit.
export const LIGHTHOUSE_PATHS = ['/', '/discount'] as const;

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  lighthouseVersion: string;
  browser: string;
  warnings: string[];
  /** The biggest estimated savings Lighthouse found: where a missed target most likely comes from. */
  opportunities: { id: string; title: string; savingsMs: number }[];
}

export interface LighthouseFigures extends LighthouseRun {
  /** The page audited. */
  path: string;
  /** Performance scores of every run; the figures above come from the median one. */
  runScores: number[];
  reportPath: string;
}

/** `lighthouse.html` for /, as before there were more pages; `lighthouse-discount.html` for /discount. */
function reportFile(resultsDir: string, path: string): string {
  return join(resultsDir, path === '/' ? 'lighthouse.html' : `lighthouse${path.replaceAll('/', '-')}.html`);
}

/**
 * Scores move by a few points between runs even with simulated throttling, so the page is audited
 * RUNS times and the run with the median performance score is reported (its HTML report is kept in
 * `resultsDir`).
 */
export async function measureLighthouse(baseUrl: string, path: string, resultsDir: string): Promise<LighthouseFigures> {
  const pageUrl = new URL(path, baseUrl).href;
  const reportPath = reportFile(resultsDir, path);
  const runs: { figures: LighthouseRun; report: string }[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await withRetry(() => lighthouseOnce(pageUrl), i + 1));
    process.stdout.write(`  ${path} run ${i + 1}/${RUNS}: performance ${runs.at(-1)?.figures.performance}\n`);
  }
  const sorted = [...runs].sort((a, b) => a.figures.performance - b.figures.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('Lighthouse made no run');
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, median.report);
  return { ...median.figures, path, runScores: runs.map((r) => r.figures.performance), reportPath };
}

/**
 * Lighthouse now and then fails to record a trace of the load (NO_NAVSTART, NO_FCP on a page that does
 * paint); such a run is made again, up to twice, rather than losing the whole section to it.
 */
async function withRetry<T>(audit: () => Promise<T>, run: number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !message.startsWith('Lighthouse runtime error')) throw error;
      process.stdout.write(`  run ${run}: ${message.split(':')[0]}, made again\n`);
    }
  }
}

/**
 * One audit in a fresh Chromium profile, with Lighthouse's default config: mobile emulation (Moto G
 * Power) with simulated slow 4G and 4x CPU slowdown.
 */
async function lighthouseOnce(pageUrl: string): Promise<{ figures: LighthouseRun; report: string }> {
  const userDataDir = makeTempDir('chromium');
  const port = await freePort();
  let untrack: (() => void) | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROME_FLAGS,
      userDataDir,
      port,
      logLevel: 'silent',
      // run-all.ts owns SIGINT and cleans up every process it started, Chromium included.
      handleSIGINT: false,
    });
    untrack = trackPid(chrome.pid);
    const result = await lighthouse(pageUrl, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const report = typeof result.report === 'string' ? result.report : result.report.join('\n');

    const score = (id: string) => {
      const s = lhr.categories[id]?.score;
      if (s === null || s === undefined) throw new Error(`no ${id} score in the Lighthouse result`);
      return Math.round(s * 100);
    };
    const metric = (id: string) => {
      const v = lhr.audits[id]?.numericValue;
      if (v === undefined) throw new Error(`no ${id} value in the Lighthouse result`);
      return v;
    };
    const figures: LighthouseRun = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: round(metric('largest-contentful-paint'), 0),
      fcpMs: round(metric('first-contentful-paint'), 0),
      tbtMs: round(metric('total-blocking-time'), 0),
      cls: round(metric('cumulative-layout-shift'), 3),
      speedIndexMs: round(metric('speed-index'), 0),
      lighthouseVersion: lhr.lighthouseVersion,
      browser: lhr.environment.hostUserAgent,
      warnings: lhr.runWarnings,
      opportunities: topOpportunities(lhr.audits),
    };
    return { figures, report };
  } finally {
    if (chrome) await killChrome(chrome);
    untrack?.();
    releasePort(port);
    removeTempDir(userDataDir);
  }
}

function topOpportunities(
  audits: Record<string, { title: string; details?: unknown }>,
): LighthouseRun['opportunities'] {
  const found: LighthouseRun['opportunities'] = [];
  for (const [id, audit] of Object.entries(audits)) {
    const details = audit.details as { type?: string; overallSavingsMs?: number } | undefined;
    const savingsMs = details?.type === 'opportunity' ? (details.overallSavingsMs ?? 0) : 0;
    if (savingsMs >= 50) found.push({ id, title: audit.title, savingsMs: round(savingsMs, 0) });
  }
  return found.sort((a, b) => b.savingsMs - a.savingsMs).slice(0, 3);
}

/** Waits for Chromium to be gone before its profile directory is removed under it. */
async function killChrome(chrome: chromeLauncher.LaunchedChrome): Promise<void> {
  const proc = chrome.process;
  const exited =
    proc.exitCode !== null || proc.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  chrome.kill();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
  clearTimeout(timer);
}
