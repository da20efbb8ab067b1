// Bench-only: the Playdeck server, built from source in this process and driven over IPC by
// realtime-latency.ts. Publishing has no HTTP route, so the benchmark asks this process to call
// app.realtime.publish() itself. Run as `node --import tsx bench/lib/realtime-node.ts` with an IPC channel;
// the settings come from the environment, as for the real server.
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';

/** Publish `member.cash` to `channel`, its `cash` carrying the sender's timestamp. */
export interface PublishRequest {
  publish: { channel: string; sentAt: number };
}
/** Answered at once, to measure the IPC hop the latency figures include. */
export interface PingRequest {
  ping: number;
}
export type RealtimeNodeRequest = PublishRequest | PingRequest;

export interface PublishedReply {
  published: {
    sentAt: number;
    /** How long publish() held this process: the fan-out's synchronous part. */
    publishMs: number;
  };
}
export interface PongReply {
  pong: number;
}
export type RealtimeNodeReply = PublishedReply | PongReply;

const isRequest = (msg: unknown): msg is RealtimeNodeRequest => typeof msg === 'object' && msg !== null;

const send = (reply: RealtimeNodeReply) => process.send?.(reply);

const config = loadConfig();
const app = await buildApp(config);

process.on('message', (msg: unknown) => {
  if (!isRequest(msg)) return;
  if ('ping' in msg) {
    send({ pong: msg.ping });
    return;
  }
  if ('publish' in msg && typeof msg.publish.channel === 'string' && typeof msg.publish.sentAt === 'number') {
    const started = performance.now();
    app.realtime.publish(msg.publish.channel, 'member.cash', { cash: String(msg.publish.sentAt) });
    send({ published: { sentAt: msg.publish.sentAt, publishMs: performance.now() - started } });
  }
});

let closing = false;
function shutdown(): void {
  if (closing) return;
  closing = true;
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutdown);
// The benchmark is gone (even killed): nothing will drive this server any more.
process.once('disconnect', shutdown);

await app.listen({ host: config.HOST, port: config.PORT });
