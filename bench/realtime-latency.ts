import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { RealtimeMessage, SubscribeAck } from '@playdeck/contract';
import { makeTempDir, removeTempDir } from './lib/cleanup.js';
import { LOGIN_BENCH_ENV, loginDemoMember } from './lib/playdeck-login.js';
import type { RealtimeNodeReply, RealtimeNodeRequest } from './lib/realtime-node.js';
import { spawnPlaydeck } from './lib/server-process.js';
import { errorMessage, median, percentile, round } from './lib/stats.js';

const SOCKETS = 1000;
const BATCH = 50;
/** Connecting and subscribing stop starting new batches after this long each. */
const SETUP_BUDGET_MS = 60_000;
const SOCKET_TIMEOUT_MS = 10_000;
const PUBLISHES = 20;
const PUBLISH_INTERVAL_MS = 250;
/** After the last publish, how long stragglers may take before they count as lost. */
const DRAIN_TIMEOUT_MS = 5_000;
const PINGS = 20;
const ERROR_SAMPLES = 3;
const NODE_ENTRY = fileURLToPath(new URL('./lib/realtime-node.ts', import.meta.url));

export interface RealtimeFigures {
  sockets: number;
  connected: number;
  subscribed: number;
  /** All sockets (one login, one token) opened in batches of BATCH, each batch awaited. */
  connectMs: number;
  subscribeMs: number;
  setupErrors: string[];
  publishes: number;
  intervalMs: number;
  /** Messages received, against sockets x publishes. */
  delivered: number;
  expected: number;
  /** Receive time minus send time, over every message received; includes the IPC hop to the server. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** Median over publishes of the time until the last socket had the message. */
  allReachedP50Ms: number;
  /** Median time app.realtime.publish() held the server's event loop (the fan-out's synchronous part). */
  serverPublishP50Ms: number;
  /** Median IPC round trip bench -> server -> bench; about half of it is in every latency figure. */
  ipcRoundTripP50Ms: number;
  /** CPU of this process (all 1,000 clients) during the publishes, in % of one core. */
  clientCpuPercent: number;
}

/** Epoch milliseconds with sub-millisecond precision; sending and receiving both read it in this process. */
const clock = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The soft limit on open files, from /proc (Linux); undefined where that cannot be read. */
function openFileLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === undefined || soft === 'unlimited' ? undefined : Number(soft);
  } catch {
    return undefined;
  }
}

function openSocket(url: string, token: string): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnection: false,
    timeout: SOCKET_TIMEOUT_MS,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Runs `task` over `items` BATCH at a time, starting no batch after the budget is spent. */
async function inBatches<T, R>(
  items: readonly T[],
  task: (item: T) => Promise<R>,
): Promise<{ results: R[]; errors: string[]; ms: number }> {
  const started = performance.now();
  const results: R[] = [];
  const errors: string[] = [];
  for (let i = 0; i < items.length && performance.now() - started < SETUP_BUDGET_MS; i += BATCH) {
    for (const outcome of await Promise.allSettled(items.slice(i, i + BATCH).map(task))) {
      if (outcome.status === 'fulfilled') results.push(outcome.value);
      else errors.push(errorMessage(outcome.reason).split('\n')[0] ?? '');
    }
  }
  return { results, errors, ms: performance.now() - started };
}

/** Requests to the bench-only server node and its replies, over the child's IPC channel. */
function ipcTo(child: ChildProcess) {
  const replies: RealtimeNodeReply[] = [];
  const waiters = new Set<() => void>();
  child.on('message', (msg: RealtimeNodeReply) => {
    replies.push(msg);
    for (const wake of waiters) wake();
  });
  return {
    replies,
    send(request: RealtimeNodeRequest): void {
      if (!child.connected) throw new Error('the realtime server closed its IPC channel');
      child.send(request);
    },
    /** Waits for a reply matching `test`, at most `timeoutMs`. */
    async waitFor(test: (reply: RealtimeNodeReply) => boolean, timeoutMs: number): Promise<void> {
      const deadline = performance.now() + timeoutMs;
      while (!replies.some(test)) {
        const left = deadline - performance.now();
        if (left <= 0) throw new Error(`no IPC reply from the realtime server within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
  };
}

/** Median IPC round trip, sequential pings. */
async function ipcRoundTrip(ipc: ReturnType<typeof ipcTo>): Promise<number> {
  const trips: number[] = [];
  for (let i = 0; i < PINGS; i++) {
    const ping = performance.now();
    ipc.send({ ping });
    await ipc.waitFor((r) => 'pong' in r && r.pong === ping, 2_000);
    trips.push(performance.now() - ping);
  }
  return median(trips);
}

/** A private event published to 1,000 sockets of one member; every socket's receive time is kept. */
export async function measureRealtimeLatency(): Promise<RealtimeFigures> {
  const limit = openFileLimit();
  if (limit !== undefined && limit < SOCKETS * 2 + 500) {
    console.warn(`! open file limit ${limit} may be too low for ${SOCKETS} sockets (raise it with ulimit -n)`);
  }
  const dataDir = makeTempDir('realtime');
  const sockets: Socket[] = [];
  try {
    // tsx transpiles the server's source at load; the event path then runs as plain JavaScript.
    const server = await spawnPlaydeck(dataDir, {
      name: 'Playdeck realtime node',
      nodeArgs: ['--import', 'tsx', NODE_ENTRY],
      env: LOGIN_BENCH_ENV,
      ipc: true,
    });
    try {
      const ipc = ipcTo(server.child);
      const member = await loginDemoMember(server.url);
      const channel = `member.${member.member_id}`;

      process.stdout.write(`  opening ${SOCKETS} sockets in batches of ${BATCH}...\n`);
      const connecting = await inBatches(
        Array.from({ length: SOCKETS }, () => member.token),
        (token) => openSocket(server.url, token),
      );
      sockets.push(...connecting.results);
      if (sockets.length === 0) throw new Error(`no socket connected: ${connecting.errors[0] ?? 'time budget spent'}`);

      const subscribing = await inBatches(sockets, async (socket) => {
        const ack = (await socket.timeout(SOCKET_TIMEOUT_MS).emitWithAck('subscribe', { channel })) as SubscribeAck;
        if (!ack.ok) throw new Error(`subscribe ${channel} refused with ${ack.code}`);
        return socket;
      });
      const subscribed = subscribing.results;

      const latencies: number[] = [];
      const perPublish = new Map<number, number[]>();
      for (const socket of subscribed) {
        socket.on('message', (m: RealtimeMessage) => {
          const received = clock();
          if (m.channel !== channel || m.event !== 'member.cash') return;
          const sentAt = Number((m.data as { cash: string }).cash);
          const own = perPublish.get(sentAt);
          if (!own) return;
          own.push(received - sentAt);
          latencies.push(received - sentAt);
        });
      }

      const ipcRoundTripMs = await ipcRoundTrip(ipc);
      process.stdout.write(
        `  ${subscribed.length} sockets subscribed; ${PUBLISHES} publishes ${PUBLISH_INTERVAL_MS} ms apart...\n`,
      );
      const expected = SOCKETS * PUBLISHES;
      const cpuBefore = process.cpuUsage();
      const wallBefore = performance.now();
      for (let i = 0; i < PUBLISHES; i++) {
        const sentAt = clock();
        perPublish.set(sentAt, []);
        ipc.send({ publish: { channel, sentAt } });
        await sleep(PUBLISH_INTERVAL_MS);
      }
      const drainDeadline = performance.now() + DRAIN_TIMEOUT_MS;
      while (latencies.length < subscribed.length * PUBLISHES && performance.now() < drainDeadline) await sleep(20);
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      const publishMs = ipc.replies.flatMap((r) => ('published' in r ? [r.published.publishMs] : []));

      return {
        sockets: SOCKETS,
        connected: sockets.length,
        subscribed: subscribed.length,
        connectMs: round(connecting.ms, 0),
        subscribeMs: round(subscribing.ms, 0),
        setupErrors: [...new Set([...connecting.errors, ...subscribing.errors])].slice(0, ERROR_SAMPLES),
        publishes: PUBLISHES,
        intervalMs: PUBLISH_INTERVAL_MS,
        delivered: latencies.length,
        expected,
        latencyP50Ms: round(percentile(latencies, 50), 1),
        latencyP99Ms: round(percentile(latencies, 99), 1),
        latencyMaxMs: latencies.length > 0 ? round(Math.max(...latencies), 1) : Number.NaN,
        allReachedP50Ms: round(
          median([...perPublish.values()].filter((l) => l.length > 0).map((l) => Math.max(...l))),
          1,
        ),
        serverPublishP50Ms: round(median(publishMs), 2),
        ipcRoundTripP50Ms: round(ipcRoundTripMs, 2),
        clientCpuPercent: round((cpuMs / (performance.now() - wallBefore)) * 100, 0),
      };
    } finally {
      for (const socket of sockets) socket.disconnect();
      await server.stop();
    }
  } finally {
    removeTempDir(dataDir);
  }
}
