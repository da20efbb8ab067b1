import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { RealtimeMessage, SubscribeAck } from '@playdeck/contract';
import { ensureDatabase, startCluster } from '../scripts/cluster-lib.mjs';
import type { Cluster } from '../scripts/cluster-lib.mjs';
import { MemberClient, OperatorClient, socketsOn } from '../e2e/cluster/http.js';
import { membersWithDemoPassword } from '../e2e/cluster/test-cluster.js';
import { makeTempDir, onCleanup, removeTempDir } from './lib/cleanup.js';
import { cpuByPid, nginxPids, pidsNamed } from './lib/process-cpu.js';
import { percentile, round } from './lib/stats.js';
import { CAPTCHA_ANSWER } from './lib/playdeck-login.js';

// The member mix through nginx against two nodes, then against one (the other taken out of nginx), on
// PostgreSQL and Redis; then sockets spread over both nodes hearing one broadcast.
const PORT = Number(process.env.CLUSTER_BENCH_PORT ?? 3540);
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
/** Members opening and leaving a game over and over while the mix runs. */
const PLAYERS = 20;
const SOCKETS = 5_000;
const SOCKET_BATCH = 100;
const BROADCASTS = 10;
const SLOT = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits', device: 1 };

export interface MixFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  /** Game launches and leaves per second by PLAYERS members, and their latency. */
  gameCallsPerSecond: number;
  gameP50Ms: number;
  gameP99Ms: number;
  gameFailures: number;
  /** Logins (header, captcha, login) of the PLAYERS members, one after the other: median ms. */
  loginP50Ms: number;
}

export interface ClusterFigures {
  connections: number;
  durationSeconds: number;
  two: MixFigures;
  one: MixFigures;
  /** Two nodes' mix req/s over one node's. */
  ratio: number;
  sockets: { opened: number; perNode: number[]; broadcasts: number; delivered: number; p50Ms: number; p99Ms: number };
  /** CPU of each process during the two-node mix, in % of one core, to say where the limit is. */
  cpuPercent: Record<string, number>;
  cores: number;
}

async function crowd(sql: pg.Pool, size: number): Promise<MemberClient[]> {
  const prefix = `b${randomUUID().slice(0, 6)}`;
  return membersWithDemoPassword(
    sql,
    Array.from({ length: size }, (_, i) => `${prefix}${i}`),
  );
}

/** PLAYERS members log in, get 10.00, then open and leave a game until `until`. */
async function gameLoop(cluster: Cluster, sql: pg.Pool, finance: OperatorClient, until: () => boolean) {
  const players = await crowd(sql, PLAYERS);
  const logins: number[] = [];
  for (const player of players) {
    const started = performance.now();
    await player.logIn(cluster.url);
    logins.push(performance.now() - started);
    const credit = await finance.call(cluster.url, 'POST', '/api/admin/adjustments', {
      member_id: player.memberId,
      direction: 'credit',
      amount: '10.00',
      reason_code: 'bonus',
      note: 'cluster bench',
      request_id: randomUUID(),
    });
    if (credit.status !== 200) throw new Error(`adjustment: ${credit.status} ${JSON.stringify(credit.body)}`);
  }
  const latencies: number[] = [];
  let failures = 0;
  const run = async () => {
    const loops = players.map(async (player) => {
      while (!until()) {
        for (const [path, body] of [
          ['/api/member/game/play1', { ...SLOT, lobby_url: '/close' }],
          ['/api/member/game/leave1', {}],
        ] as const) {
          const started = performance.now();
          const res = await player.post(cluster.url, path, body).catch(() => undefined);
          latencies.push(performance.now() - started);
          if (res?.status !== 200 || res.body?.code !== 100) failures += 1;
        }
      }
    });
    await Promise.all(loops);
  };
  return { run, latencies, failures: () => failures, loginP50Ms: percentile(logins, 50) };
}

async function measureMix(cluster: Cluster, sql: pg.Pool, finance: OperatorClient, token: string): Promise<MixFigures> {
  const json = { 'content-type': 'application/json' };
  const member = { ...json, authorization: `Bearer ${token}`, lang: 'en_US' };
  const requests = [
    { method: 'POST' as const, path: '/api/arks/web/site/detail', headers: json, body: '{}' },
    {
      method: 'POST' as const,
      path: '/api/v3/game_list',
      headers: json,
      body: JSON.stringify({ currency: 'USD', support_device: 1 }),
    },
    { method: 'POST' as const, path: '/api/member/profile/common/layout', headers: member, body: '{}' },
    {
      method: 'POST' as const,
      path: '/api/arks/web/member/letter',
      headers: member,
      body: JSON.stringify({ page: 1, count: 20 }),
    },
  ];
  await autocannon({ url: cluster.url, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests });
  let done = false;
  const games = await gameLoop(cluster, sql, finance, () => done);
  process.stdout.write(`  mix: ${DURATION_SECONDS} s at ${CONNECTIONS} connections, ${PLAYERS} players...\n`);
  const started = performance.now();
  const playing = games.run();
  const r = await autocannon({ url: cluster.url, connections: CONNECTIONS, duration: DURATION_SECONDS, requests });
  done = true;
  await playing;
  const seconds = (performance.now() - started) / 1000;
  return {
    requestsPerSecond: round(r.requests.average, 0),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    gameCallsPerSecond: round(games.latencies.length / seconds, 0),
    gameP50Ms: round(percentile(games.latencies, 50), 1),
    gameP99Ms: round(percentile(games.latencies, 99), 1),
    gameFailures: games.failures(),
    loginP50Ms: round(games.loginP50Ms, 0),
  };
}

function openSocket(url: string, token: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], auth: { token }, forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** SOCKETS sockets of one member through nginx; finance credits the member, every socket hears member.cash. */
async function measureSockets(cluster: Cluster, member: MemberClient, finance: OperatorClient) {
  const sockets: Socket[] = [];
  try {
    for (let i = 0; i < SOCKETS; i += SOCKET_BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(SOCKET_BATCH, SOCKETS - i) }, () => openSocket(cluster.url, member.token)),
      );
      sockets.push(...batch);
    }
    const channel = `member.${member.memberId}`;
    await Promise.all(
      sockets.map(async (socket) => {
        const ack = (await socket.timeout(20_000).emitWithAck('subscribe', { channel })) as SubscribeAck;
        if (!ack.ok) throw new Error(`subscribe refused: ${ack.code}`);
      }),
    );
    const perNode = await Promise.all(cluster.nodes.map((node) => socketsOn(node.url)));
    const latencies: number[] = [];
    let sentAt = 0;
    for (const socket of sockets) {
      socket.on('message', (m: RealtimeMessage) => {
        if (m.channel === channel && m.event === 'member.cash') latencies.push(performance.now() - sentAt);
      });
    }
    for (let i = 0; i < BROADCASTS; i += 1) {
      const before = latencies.length;
      sentAt = performance.now();
      const credit = await finance.call(cluster.url, 'POST', '/api/admin/adjustments', {
        member_id: member.memberId,
        direction: 'credit',
        amount: '0.01',
        reason_code: 'bonus',
        note: 'cluster bench broadcast',
        request_id: randomUUID(),
      });
      if (credit.status !== 200) throw new Error(`adjustment: ${credit.status} ${JSON.stringify(credit.body)}`);
      const deadline = performance.now() + 10_000;
      while (latencies.length - before < sockets.length && performance.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    return {
      opened: sockets.length,
      perNode,
      broadcasts: BROADCASTS,
      delivered: latencies.length,
      p50Ms: round(percentile(latencies, 50), 1),
      p99Ms: round(percentile(latencies, 99), 1),
    };
  } finally {
    for (const socket of sockets) socket.close();
  }
}

export async function measureCluster(): Promise<ClusterFigures> {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseUrl = await ensureDatabase(base, 'playdeck_cluster_bench', { fresh: true });
  const runDir = makeTempDir('cluster');
  const cluster = await startCluster({
    databaseUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    port: PORT,
    nodePorts: [PORT + 1, PORT + 2],
    runDir,
    log: 'ignore',
    env: {
      LOG_LEVEL: 'warn',
      REDIS_PREFIX: 'playdeck-cluster-bench',
      CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER,
      // One client address (this machine) sends everything: the limits must not be what is measured.
      RATE_LIMIT_PER_MINUTE: '100000000',
      PAGE_RATE_LIMIT_PER_MINUTE: '100000000',
    },
  });
  const stopCluster = onCleanup(() => void cluster.stop());
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const finance = await new OperatorClient().signIn(cluster.url, 'finance');
    const reader = await new MemberClient('demo001').logIn(cluster.url);

    // Processes are listed again at the end: PostgreSQL starts a backend for each new pool connection.
    const groups = async (): Promise<Record<string, number[]>> => ({
      'node-a': [cluster.nodes[0]!.process.pid!],
      'node-b': [cluster.nodes[1]!.process.pid!],
      nginx: await nginxPids(cluster.balancer.process.pid!),
      postgres: await pidsNamed('postgres'),
      redis: await pidsNamed('redis-server'),
      'load generator': [process.pid],
    });
    const cpuBefore = await cpuByPid(await groups());
    const wallBefore = performance.now();
    const two = await measureMix(cluster, sql, finance, reader.token);
    const wall = performance.now() - wallBefore;
    const after = await groups();
    const cpuAfter = await cpuByPid(after);
    const cpuPercent = Object.fromEntries(
      Object.entries(after).map(([name, pids]) => {
        const used = pids.reduce((sum, pid) => sum + (cpuAfter.get(pid) ?? 0) - (cpuBefore.get(pid) ?? 0), 0);
        return [name, round((used / wall) * 100, 0)];
      }),
    );

    const sockets = await measureSockets(cluster, reader, finance);

    await cluster.takeOut(cluster.nodes[1]!);
    const one = await measureMix(cluster, sql, finance, reader.token);
    return {
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      two,
      one,
      ratio: round(two.requestsPerSecond / one.requestsPerSecond, 2),
      sockets,
      cpuPercent,
      cores: cpus().length,
    };
  } finally {
    await sql.end();
    await cluster.stop();
    stopCluster();
    removeTempDir(runDir);
  }
}
