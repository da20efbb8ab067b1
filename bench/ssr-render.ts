// The ssr section's render times: pages the server has not kept, so each request is a whole render.
import { makeTempDir, removeTempDir } from './lib/cleanup.js';
import { PAGE_HEADERS, readRenderedPage } from './lib/rendered-page.js';
import { spawnPlaydeck } from './lib/server-process.js';
import { percentile, round } from './lib/stats.js';

// Loads the renderer and warms the render path before the first /, so that figure is the home page's own
// first render (its data calls, its components) rather than the module load.
const WARMUP_PATH = '/faq';
// Promotion ids no site has: each a new path, so a new key and a new render of the "not available" page
// (status 404).
const FIRST_MISSING_ID = 900_001;
const WARMUP_RENDERS = 20;
const RENDERS = 200;

export interface RenderFigures {
  firstHome: {
    /** The page opened first on the fresh server. */
    warmupPath: string;
    /** Wall time of the first GET / after it. */
    ms: number;
    /** The next GET /, answered from the kept page. */
    keptMs: number;
  };
  uncached: {
    /** `/discount/900001` and on, one path per request. */
    firstPath: string;
    warmup: number;
    requests: number;
    p50Ms: number;
    p99Ms: number;
    maxMs: number;
  };
}

/**
 * On a server of its own (fresh DATA_DIR): the first `/` must be that server's first, which the shared
 * server cannot promise once another section has opened `/`. The requests go one at a time, so each time
 * is one render with nothing else queued. The server is stopped before the load tests.
 */
export async function measureRenders(): Promise<RenderFigures> {
  const dataDir = makeTempDir('ssr-data');
  try {
    const server = await spawnPlaydeck(dataDir, { name: 'Playdeck server (renders)' });
    try {
      const open = async (path: string, status = 200) =>
        (await readRenderedPage(`${server.url}${path}`, { ...PAGE_HEADERS }, 'desktop', status)).wallMs;
      await open(WARMUP_PATH);
      const firstMs = await open('/');
      const keptMs = await open('/');
      process.stdout.write(`  first GET / ${round(firstMs)} ms (kept: ${round(keptMs)} ms)\n`);

      const times: number[] = [];
      for (let i = 0; i < WARMUP_RENDERS + RENDERS; i++) {
        const ms = await open(`/discount/${FIRST_MISSING_ID + i}`, 404);
        if (i >= WARMUP_RENDERS) times.push(ms);
      }
      return {
        firstHome: { warmupPath: WARMUP_PATH, ms: round(firstMs), keptMs: round(keptMs) },
        uncached: {
          firstPath: `/discount/${FIRST_MISSING_ID}`,
          warmup: WARMUP_RENDERS,
          requests: RENDERS,
          p50Ms: round(percentile(times, 50)),
          p99Ms: round(percentile(times, 99)),
          maxMs: round(Math.max(...times)),
        },
      };
    } finally {
      await server.stop();
    }
  } finally {
    removeTempDir(dataDir);
  }
}
