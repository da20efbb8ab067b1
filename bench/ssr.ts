// The ssr section: the rendered home page as the server keeps it, against a bare Fastify route sending the
// very same bytes from memory; then render times of pages nothing has kept (ssr-render.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReplayedReply } from './bare-fastify.js';
import { makeTempDir, removeTempDir } from './lib/cleanup.js';
import { PAGE_HEADERS, PHONE_USER_AGENT, readRenderedPage } from './lib/rendered-page.js';
import type { PageReply } from './lib/rendered-page.js';
import { round } from './lib/stats.js';
import { measureRenders } from './ssr-render.js';
import type { RenderFigures } from './ssr-render.js';
import { CONNECTIONS, DURATION_SECONDS, loadTest, spawnBareFastify } from './throughput.js';
import type { LoadFigures, LoadRequest } from './throughput.js';

const DEVICES = {
  // No user agent, as autocannon sends none: the server's check gives it the desktop layout.
  desktop: { headers: {}, layout: 'desktop' },
  phone: { headers: { 'user-agent': PHONE_USER_AGENT }, layout: 'mobile' },
} as const;
type Device = keyof typeof DEVICES;

export interface CachedPageFigures {
  device: Device;
  reply: PageReply;
  playdeck: LoadFigures;
  /** A bare Fastify route sending the same bytes with the same content-type and content-encoding. */
  bareFastify: LoadFigures;
  /** Playdeck req/s divided by bare Fastify req/s. */
  ratio: number;
}

export interface SsrFigures extends RenderFigures {
  connections: number;
  durationSeconds: number;
  cached: CachedPageFigures[];
}

/** `GET /` for one device on Playdeck (the page kept after the probe's render), then on the bare route. */
async function cachedVsBare(playdeckUrl: string, device: Device): Promise<CachedPageFigures> {
  const { layout } = DEVICES[device];
  const headers: Record<string, string> = { ...PAGE_HEADERS, ...DEVICES[device].headers };
  const request: LoadRequest = { method: 'GET', headers, body: '' };
  const replayDir = makeTempDir('ssr-reply');
  try {
    const probed = await readRenderedPage(`${playdeckUrl}/`, headers, layout);
    const { reply } = probed;
    process.stdout.write(
      `  ${device}: ${reply.contentEncoding} ${reply.bodyBytes} B (${reply.htmlBytes} B of HTML), ${reply.contentType}\n`,
    );
    const replayed: ReplayedReply = {
      method: 'GET',
      path: '/',
      headers: {
        'content-type': reply.contentType,
        ...(reply.contentEncoding !== 'none' ? { 'content-encoding': reply.contentEncoding } : {}),
      },
    };
    writeFileSync(join(replayDir, 'body.bin'), probed.raw.body);
    writeFileSync(join(replayDir, 'reply.json'), JSON.stringify(replayed));
    const playdeck = await loadTest(`${playdeckUrl}/`, `Playdeck (${device})`, request, reply.bodyBytes);

    const bare = await spawnBareFastify({ REPLAY_DIR: replayDir });
    try {
      const bareProbe = await readRenderedPage(`${bare.url}/`, headers, layout);
      const sameHeaders =
        bareProbe.reply.contentType === reply.contentType && bareProbe.reply.contentEncoding === reply.contentEncoding;
      if (!sameHeaders || !bareProbe.raw.body.equals(probed.raw.body)) {
        throw new Error('the bare route does not answer the bytes and headers Playdeck answered');
      }
      const bareFastify = await loadTest(`${bare.url}/`, `bare Fastify (${device})`, request, reply.bodyBytes);
      return {
        device,
        reply,
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

/**
 * Render times first, on a server of their own that is gone before the load tests start; then the kept
 * home page on the shared server, desktop and phone (each layout is its own kept page), under the load of
 * the throughput section.
 */
export async function measureSsr(playdeckUrl: string): Promise<SsrFigures> {
  const renders = await measureRenders();
  const cached: CachedPageFigures[] = [];
  for (const device of Object.keys(DEVICES) as Device[]) cached.push(await cachedVsBare(playdeckUrl, device));
  return { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, cached, ...renders };
}
