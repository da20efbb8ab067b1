// The baseline for the throughput ratios: Fastify 5 with nothing but one route, run in its own
// process. It parses a JSON body like the real route does, and answers either
//   - (throughput) a JSON envelope padded to PAYLOAD_BYTES, the size of Playdeck's answer, or
//   - (games, content, ssr) with REPLAY_DIR set: the exact bytes Playdeck answered, read once from
//     REPLAY_DIR/body.bin and sent from memory with the method, path, content-type and content-encoding in
//     REPLAY_DIR/reply.json,
// so the two runs move the same bytes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';

/** What games-catalogue.ts saved of Playdeck's reply, besides the body. */
export interface ReplayedReply {
  /** POST (an API call) unless a page (GET) is replayed. */
  method?: 'GET' | 'POST';
  path: string;
  headers: { 'content-type': string; 'content-encoding'?: string };
}

const port = Number(process.env.PORT ?? 3200);
const host = process.env.HOST ?? '127.0.0.1';
const replayDir = process.env.REPLAY_DIR;

const app = Fastify({ logger: false });

if (replayDir) {
  const reply = JSON.parse(readFileSync(join(replayDir, 'reply.json'), 'utf8')) as ReplayedReply;
  const body = readFileSync(join(replayDir, 'body.bin'));
  app.route({
    method: reply.method ?? 'POST',
    url: reply.path,
    handler: async (_request, res) => res.headers(reply.headers).send(body),
  });
} else {
  const targetBytes = Number(process.env.PAYLOAD_BYTES ?? 780);
  const shape = { code: 100, message: 'success', data: { detail: { site_id: 1, site_name: 'Bare', padding: '' } } };
  const padding = Math.max(0, targetBytes - JSON.stringify(shape).length);
  const payload = { ...shape, data: { detail: { ...shape.data.detail, padding: 'x'.repeat(padding) } } };
  app.post('/api/arks/web/site/detail', async () => payload);
}
app.get('/healthz', async () => ({ status: 'ok' }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ host, port });
