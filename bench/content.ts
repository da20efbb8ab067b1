import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReplayedReply } from './bare-fastify.js';
import { makeTempDir, removeTempDir } from './lib/cleanup.js';
import { rawRequest } from './lib/raw-http.js';
import { round } from './lib/stats.js';
import { CONNECTIONS, DURATION_SECONDS, loadTest, spawnBareFastify } from './throughput.js';
import type { LoadFigures, LoadRequest } from './throughput.js';

export const CAROUSEL_PATH = '/api/arks/web/carousel_picture';
const request: LoadRequest = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ use_type: 2 }),
};

export interface ContentFigures {
  connections: number;
  durationSeconds: number;
  banners: number;
  replyBytes: number;
  playdeck: LoadFigures;
  /** A bare Fastify route sending the same bytes. */
  bareFastify: LoadFigures;
  ratio: number;
}

/** One reply read and checked by hand: load figures for an error would be meaningless. */
async function probe(baseUrl: string) {
  const raw = await rawRequest(`${baseUrl}${CAROUSEL_PATH}`, request);
  const body = JSON.parse(raw.body.toString('utf8')) as {
    code?: number;
    data?: { web_carousel_picture_list?: unknown[] };
  };
  const banners = body.data?.web_carousel_picture_list?.length ?? 0;
  if (raw.status !== 200 || body.code !== 100 || banners === 0) {
    throw new Error(`${baseUrl}${CAROUSEL_PATH} answered ${raw.status} ${raw.body.toString('utf8').slice(0, 200)}`);
  }
  return { raw, banners };
}

/**
 * The mobile banner list, the first content call of every home page, read from the per-site memory copy
 * (its version compared with the database at most once a second), against a bare Fastify route answering
 * the same bytes.
 */
export async function measureContent(playdeckUrl: string): Promise<ContentFigures> {
  const replayDir = makeTempDir('content-reply');
  try {
    const probed = await probe(playdeckUrl);
    const replayed: ReplayedReply = {
      path: CAROUSEL_PATH,
      headers: { 'content-type': String(probed.raw.headers['content-type'] ?? 'application/json') },
    };
    writeFileSync(join(replayDir, 'body.bin'), probed.raw.body);
    writeFileSync(join(replayDir, 'reply.json'), JSON.stringify(replayed));
    const playdeck = await loadTest(`${playdeckUrl}${CAROUSEL_PATH}`, 'Playdeck', request, probed.raw.body.length);
    const bare = await spawnBareFastify({ REPLAY_DIR: replayDir });
    try {
      const bareReply = await probe(bare.url);
      if (!bareReply.raw.body.equals(probed.raw.body)) throw new Error('the bare route does not answer the same bytes');
      const bareFastify = await loadTest(
        `${bare.url}${CAROUSEL_PATH}`,
        'bare Fastify',
        request,
        bareReply.raw.body.length,
      );
      return {
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        banners: probed.banners,
        replyBytes: probed.raw.body.length,
        playdeck,
        bareFastify,
        ratio: round(playdeck.requestsPerSecond / bareFastify.requestsPerSecond, 2),
      };
    } finally {
      await bare.stop();
    }
  } finally {
    removeTempDir(replayDir);
  }
}
