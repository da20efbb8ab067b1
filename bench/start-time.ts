import { makeTempDir, removeTempDir } from './lib/cleanup.js';
import { spawnPlaydeck } from './lib/server-process.js';
import { median, round } from './lib/stats.js';

const RUNS = 3;

export interface StartFigures {
  runs: number;
  /** Spawn to first 200 from /readyz with an empty DATA_DIR: PGlite is created, migrated and seeded. */
  coldMs: number[];
  coldMedianMs: number;
  /** The same, on a DATA_DIR a previous start already set up. */
  warmMs: number[];
  warmMedianMs: number;
}

async function timeStart(dataDir: string): Promise<number> {
  const server = await spawnPlaydeck(dataDir);
  await server.stop();
  return round(server.readyMs, 0);
}

export async function measureStartTime(): Promise<StartFigures> {
  const coldMs: number[] = [];
  const warmMs: number[] = [];
  let warmDir: string | undefined;
  try {
    for (let i = 0; i < RUNS; i++) {
      const dir = makeTempDir('cold');
      coldMs.push(await timeStart(dir));
      process.stdout.write(`  cold start ${i + 1}/${RUNS}: ${coldMs.at(-1)} ms\n`);
      // The first cold directory is kept for the warm starts; the others are done with.
      if (warmDir === undefined) warmDir = dir;
      else removeTempDir(dir);
    }
    for (let i = 0; i < RUNS && warmDir; i++) {
      warmMs.push(await timeStart(warmDir));
      process.stdout.write(`  warm start ${i + 1}/${RUNS}: ${warmMs.at(-1)} ms\n`);
    }
  } finally {
    if (warmDir) removeTempDir(warmDir);
  }
  return { runs: RUNS, coldMs, coldMedianMs: median(coldMs), warmMs, warmMedianMs: median(warmMs) };
}
