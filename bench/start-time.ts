import { makeTempDir, removeTempDir } from './lib/cleanup.js';
import { cpuMsOf } from './lib/process-cpu.js';
import { spawnPlaydeck, spawnServer } from './lib/server-process.js';
import { median, round } from './lib/stats.js';

const RUNS = 3;

/**
 * A node process that serves /readyz at once: the floor of any start on this machine at this moment. The
 * machine is shared, so the starts are also given as multiples of it, measured between them.
 */
const BASELINE_SCRIPT = `require('node:http').createServer((q, s) => s.end('ok')).listen(+process.env.PORT, process.env.HOST)`;

export interface StartFigures {
  runs: number;
  /** Spawn to first 200 from /readyz with an empty DATA_DIR: PGlite is created, migrated and seeded. */
  coldMs: number[];
  coldMedianMs: number;
  /** The server's CPU time (user + system, all threads) at that 200, where /proc tells it. */
  coldCpuMs: number[];
  /**
   * The part of it spent on the main thread (JavaScript and PGlite's queries). On a quiet machine a start
   * takes about this long, as the other threads (compiling PGlite's WASM, GC) run beside it; on a busy one it
   * drifts far less than the wall time, so it shows whether a change helped.
   */
  coldMainCpuMs: number[];
  /** The same, on a DATA_DIR a previous start already set up. */
  warmMs: number[];
  warmMedianMs: number;
  warmCpuMs: number[];
  warmMainCpuMs: number[];
  /** Spawn to first 200 of a bare node HTTP server, once before each start. */
  baselineMs: number[];
  baselineMedianMs: number;
  /** Each start divided by the baseline measured just before it: less noisy on a busy machine. */
  coldRatioMedian: number;
  warmRatioMedian: number;
}

/** CPU ms of the process (or its main thread) so far; NaN where /proc does not tell (not Linux). */
const cpuMs = (pid: number | undefined, opts: { mainThread?: boolean } = {}) =>
  pid === undefined ? Promise.resolve(Number.NaN) : cpuMsOf(pid, opts).catch(() => Number.NaN);

async function timeBaseline(): Promise<number> {
  const server = await spawnServer({ name: 'baseline node', nodeArgs: ['-e', BASELINE_SCRIPT], readyPath: '/readyz' });
  await server.stop();
  return round(server.readyMs, 0);
}

async function timeStart(dataDir: string): Promise<{ ms: number; cpuMs: number; mainCpuMs: number }> {
  const server = await spawnPlaydeck(dataDir);
  const [cpu, mainCpu] = await Promise.all([cpuMs(server.child.pid), cpuMs(server.child.pid, { mainThread: true })]);
  await server.stop();
  return { ms: round(server.readyMs, 0), cpuMs: cpu, mainCpuMs: mainCpu };
}

export async function measureStartTime(): Promise<StartFigures> {
  const coldMs: number[] = [];
  const coldCpuMs: number[] = [];
  const coldMainCpuMs: number[] = [];
  const warmMs: number[] = [];
  const warmCpuMs: number[] = [];
  const warmMainCpuMs: number[] = [];
  const baselineMs: number[] = [];
  const coldRatios: number[] = [];
  const warmRatios: number[] = [];
  const measure = async (
    dir: string,
    label: string,
    ms: number[],
    cpu: number[],
    mainCpu: number[],
    ratios: number[],
  ) => {
    const baseline = await timeBaseline();
    baselineMs.push(baseline);
    const start = await timeStart(dir);
    ms.push(start.ms);
    cpu.push(start.cpuMs);
    mainCpu.push(start.mainCpuMs);
    ratios.push(round(start.ms / baseline, 1));
    process.stdout.write(
      `  ${label}: ${start.ms} ms, CPU ${start.cpuMs} ms (main thread ${start.mainCpuMs} ms) ` +
        `(bare node ${baseline} ms: x${ratios.at(-1)})\n`,
    );
  };
  let warmDir: string | undefined;
  try {
    for (let i = 0; i < RUNS; i++) {
      const dir = makeTempDir('cold');
      await measure(dir, `cold start ${i + 1}/${RUNS}`, coldMs, coldCpuMs, coldMainCpuMs, coldRatios);
      // The first cold directory is kept for the warm starts; the others are done with.
      if (warmDir === undefined) warmDir = dir;
      else removeTempDir(dir);
    }
    for (let i = 0; i < RUNS && warmDir; i++) {
      await measure(warmDir, `warm start ${i + 1}/${RUNS}`, warmMs, warmCpuMs, warmMainCpuMs, warmRatios);
    }
  } finally {
    if (warmDir) removeTempDir(warmDir);
  }
  return {
    runs: RUNS,
    coldMs,
    coldMedianMs: median(coldMs),
    coldCpuMs,
    coldMainCpuMs,
    warmMs,
    warmMedianMs: median(warmMs),
    warmCpuMs,
    warmMainCpuMs,
    baselineMs,
    baselineMedianMs: median(baselineMs),
    coldRatioMedian: median(coldRatios),
    warmRatioMedian: median(warmRatios),
  };
}
