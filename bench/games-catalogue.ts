import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ReplayedReply } from './bare-fastify.js';
import { addBenchLobbies, BENCH_LOBBY_PREFIX } from './lib/catalogue-seed.js';
import { makeTempDir, removeTempDir } from './lib/cleanup.js';
import { rawRequest } from './lib/raw-http.js';
import type { RawReply } from './lib/raw-http.js';
import { spawnPlaydeck } from './lib/server-process.js';
import { round } from './lib/stats.js';
import { CONNECTIONS, DURATION_SECONDS, loadTest, spawnBareFastify } from './throughput.js';
import type { LoadFigures, LoadRequest } from './throughput.js';

export const GAME_LIST_PATH = '/api/v3/game_list';
/** Lobby rows added to site 1's catalogue, on top of the demo seed's. */
const BENCH_LOBBIES = 2000;

// What autocannon sends to both servers; gzip is asked for so the compressed path is the one measured.
const request: LoadRequest = {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
  body: '{}',
};

export interface CatalogueReply {
  contentType: string;
  /** `gzip` when the compressed path answered (asked for with accept-encoding: gzip); 'none' otherwise. */
  contentEncoding: string;
  /** The reply's ETag, or '' when it had none. */
  etag: string;
  /** Body bytes as sent (compressed). */
  bodyBytes: number;
  /** The same JSON uncompressed. */
  jsonBytes: number;
  /** Hall entries (gp_list rows over all game types), and how many of them are the bench's lobbies. */
  hallEntries: number;
  benchEntries: number;
  gameTypes: number;
}

export interface CatalogueFigures {
  connections: number;
  durationSeconds: number;
  /** Lobby rows added to site 1 and the providers they were spread over. */
  lobbiesAdded: number;
  providers: string[];
  reply: CatalogueReply;
  playdeck: LoadFigures;
  /** A bare Fastify route sending the same bytes with the same content-type and content-encoding. */
  bareFastify: LoadFigures;
  /** Playdeck req/s divided by bare Fastify req/s. */
  ratio: number;
}

const header = (reply: RawReply, name: string) => String(reply.headers[name] ?? '');

function decode(reply: RawReply): Buffer {
  const encoding = header(reply, 'content-encoding');
  if (encoding === 'gzip') return gunzipSync(reply.body);
  if (encoding === 'br') return brotliDecompressSync(reply.body);
  if (encoding === '' || encoding === 'identity') return reply.body;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

/** One reply read raw (still compressed) and checked by hand: load figures for an error would be meaningless. */
async function probe(baseUrl: string): Promise<{ raw: RawReply; figures: CatalogueReply }> {
  const raw = await rawRequest(`${baseUrl}${GAME_LIST_PATH}`, request);
  const json = decode(raw);
  const text = json.toString('utf8');
  let body: { code?: unknown; data?: { list?: { gp_list?: { game_code?: string }[] }[] } };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`${baseUrl}${GAME_LIST_PATH} answered ${raw.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (raw.status !== 200 || body.code !== 100 || !Array.isArray(body.data?.list)) {
    throw new Error(`${baseUrl}${GAME_LIST_PATH} answered ${raw.status} ${text.slice(0, 200)}`);
  }
  const entries = body.data.list.flatMap((type) => type.gp_list ?? []);
  return {
    raw,
    figures: {
      contentType: header(raw, 'content-type'),
      contentEncoding: header(raw, 'content-encoding') || 'none',
      etag: header(raw, 'etag'),
      bodyBytes: raw.body.length,
      jsonBytes: json.length,
      hallEntries: entries.length,
      benchEntries: entries.filter((e) => e.game_code?.startsWith(BENCH_LOBBY_PREFIX)).length,
      gameTypes: body.data.list.length,
    },
  };
}

/**
 * The hall (`POST /api/v3/game_list`) of a catalogue of about 2,000 games against a bare Fastify route
 * answering the very same bytes from memory, under the load of the throughput section.
 */
export async function measureCatalogue(): Promise<CatalogueFigures> {
  const dataDir = makeTempDir('catalogue');
  const replayDir = makeTempDir('catalogue-reply');
  try {
    // A first start migrates and seeds the data dir; the lobbies go in while no server holds it.
    await (await spawnPlaydeck(dataDir, { name: 'Playdeck server (seeding)' })).stop();
    const added = await addBenchLobbies(dataDir, BENCH_LOBBIES);
    process.stdout.write(`  added ${added.rows} lobby rows over ${added.providers.join(', ')}, game types 2-9\n`);

    const server = await spawnPlaydeck(dataDir);
    let playdeck: LoadFigures;
    let reply: CatalogueReply;
    let playdeckBody: Buffer;
    try {
      const probed = await probe(server.url);
      reply = probed.figures;
      if (reply.benchEntries !== added.rows) {
        throw new Error(`the hall lists ${reply.benchEntries} of the ${added.rows} lobbies added`);
      }
      process.stdout.write(
        `  hall: ${reply.hallEntries} entries in ${reply.gameTypes} game types, ${reply.contentEncoding} ` +
          `${reply.bodyBytes} B (${reply.jsonBytes} B of JSON), etag ${reply.etag || 'none'}\n`,
      );
      playdeckBody = probed.raw.body;
      const replayed: ReplayedReply = {
        path: GAME_LIST_PATH,
        headers: {
          'content-type': reply.contentType,
          ...(reply.contentEncoding !== 'none' ? { 'content-encoding': reply.contentEncoding } : {}),
        },
      };
      writeFileSync(join(replayDir, 'body.bin'), playdeckBody);
      writeFileSync(join(replayDir, 'reply.json'), JSON.stringify(replayed));
      playdeck = await loadTest(`${server.url}${GAME_LIST_PATH}`, 'Playdeck', request, reply.bodyBytes);
    } finally {
      // Stopped before the baseline runs: on a small machine an idle server's timers still take CPU.
      await server.stop();
    }

    const bare = await spawnBareFastify({ REPLAY_DIR: replayDir });
    try {
      const bareReply = await probe(bare.url);
      const sameHeaders =
        bareReply.figures.contentType === reply.contentType &&
        bareReply.figures.contentEncoding === reply.contentEncoding;
      if (!sameHeaders || !bareReply.raw.body.equals(playdeckBody)) {
        throw new Error('the bare route does not answer the bytes and headers Playdeck answered');
      }
      const bareFastify = await loadTest(`${bare.url}${GAME_LIST_PATH}`, 'bare Fastify', request, reply.bodyBytes);
      return {
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        lobbiesAdded: added.rows,
        providers: added.providers,
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
    removeTempDir(dataDir);
  }
}
