import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import { spawnServer } from './lib/server-process.js';
import type { RunningServer } from './lib/server-process.js';
import { round } from './lib/stats.js';

export const DETAIL_PATH = '/api/arks/web/site/detail';
// Shared with the games section's catalogue run, so both ratios are taken under the same load.
export const CONNECTIONS = 50;
export const WARMUP_SECONDS = 2;
export const DURATION_SECONDS = 8;
const BARE_ENTRY = fileURLToPath(new URL('./bare-fastify.ts', import.meta.url));

export interface LoadFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  responseBytes: number;
  /** Bytes autocannon read per response, status line and headers included. */
  wireBytesPerResponse: number;
  /**
   * CPU the load generator itself used, in % of one core. Near 100 means autocannon, not the server,
   * set the pace, and the req/s figure is a floor.
   */
  loadGeneratorCpuPercent: number;
}

export interface ThroughputFigures {
  connections: number;
  durationSeconds: number;
  playdeck: LoadFigures;
  bareFastify: LoadFigures;
  /** Playdeck req/s divided by bare Fastify req/s. */
  ratio: number;
}

/** What autocannon sends, on every connection, for the whole run. */
export interface LoadRequest {
  method: string;
  headers: Record<string, string>;
  body: string;
}

const request: LoadRequest = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };

/** One response, checked by hand first: load figures for an error page would be meaningless. */
async function probe(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}${DETAIL_PATH}`, request);
  const text = await res.text();
  const body = JSON.parse(text) as { code?: unknown };
  if (res.status !== 200 || body.code !== 100) {
    throw new Error(`${baseUrl}${DETAIL_PATH} answered ${res.status} ${text.slice(0, 200)}`);
  }
  return Buffer.byteLength(text);
}

/** The same autocannon run for every section: warm-up (dropped), then CONNECTIONS for DURATION_SECONDS. */
export async function loadTest(
  url: string,
  label: string,
  request: LoadRequest,
  responseBytes: number,
): Promise<LoadFigures> {
  // The warm-up lets V8 optimise the hot path and fills connection pools; its figures are dropped.
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, ...request });
  process.stdout.write(`  ${label}: ${DURATION_SECONDS} s at ${CONNECTIONS} connections...\n`);
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const r: Result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, ...request });
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return {
    requestsPerSecond: round(r.requests.average, 0),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    totalRequests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    responseBytes,
    wireBytesPerResponse: r.requests.total > 0 ? round(r.throughput.total / r.requests.total, 0) : 0,
    loadGeneratorCpuPercent: round((cpuMs / (performance.now() - wallBefore)) * 100, 0),
  };
}

/** The baseline server (bare-fastify.ts) in its own process; `env` picks what its route answers. */
export function spawnBareFastify(env: Record<string, string>): Promise<RunningServer> {
  return spawnServer({
    name: 'bare Fastify server',
    // tsx only transpiles the file at load time; the request path runs as plain JavaScript.
    nodeArgs: ['--import', 'tsx', BARE_ENTRY],
    readyPath: '/healthz',
    env,
  });
}

/** Playdeck's API on the already running server against a bare Fastify route, same load for both. */
export async function measureThroughput(playdeckUrl: string): Promise<ThroughputFigures> {
  const playdeckBytes = await probe(playdeckUrl);
  const playdeck = await loadTest(`${playdeckUrl}${DETAIL_PATH}`, 'Playdeck', request, playdeckBytes);

  const bare = await spawnBareFastify({ PAYLOAD_BYTES: String(playdeckBytes) });
  try {
    const bareBytes = await probe(bare.url);
    const bareFastify = await loadTest(`${bare.url}${DETAIL_PATH}`, 'bare Fastify', request, bareBytes);
    return {
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      playdeck,
      bareFastify,
      ratio: round(playdeck.requestsPerSecond / bareFastify.requestsPerSecond, 2),
    };
  } finally {
    await bare.stop();
  }
}
