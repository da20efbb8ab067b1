// The baseline for the throughput ratio: Fastify 5 with nothing but one POST route, run in its own
// process by throughput.ts. It parses the JSON body like the real route does and answers a JSON
// envelope padded to the size of the real answer, so the two runs move the same bytes.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3200);
const host = process.env.HOST ?? '127.0.0.1';
const targetBytes = Number(process.env.PAYLOAD_BYTES ?? 780);

const shape = { code: 100, message: 'success', data: { detail: { site_id: 1, site_name: 'Bare', padding: '' } } };
const padding = Math.max(0, targetBytes - JSON.stringify(shape).length);
const payload = { ...shape, data: { detail: { ...shape.data.detail, padding: 'x'.repeat(padding) } } };

const app = Fastify({ logger: false });
app.post('/api/arks/web/site/detail', async () => payload);
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
