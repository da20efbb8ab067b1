import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { RealtimeMessage, SubscribeAck } from '@playdeck/contract';
import { channelKind } from '@playdeck/contract';
import { quitRedis } from '../../lib/quit-redis.js';
import type { MemberSession, SessionService } from '../identity/types.js';
import type { RealtimeHub } from './types.js';

/** May this socket's session read `channel`? Public channels need no session. */
export function canJoin(channel: string, session: MemberSession | undefined): SubscribeAck {
  const kind = channelKind(channel);
  if (!kind) return { ok: false, code: 404 };
  if (kind === 'public') return { ok: true };
  if (!session) return { ok: false, code: 401 };
  const suffix = channel.slice(channel.indexOf('.') + 1);
  const mine = suffix === String(session.memberId) || suffix === session.memberCurrency;
  return mine ? { ok: true } : { ok: false, code: 403 };
}

export function createRealtimeHub(
  httpServer: HttpServer,
  opts: {
    sessions: SessionService;
    redisUrl?: string;
    /** Key of the Socket.IO channels in Redis (REDIS_PREFIX). */
    redisPrefix?: string;
    siteOf: (host: string | undefined) => Promise<number>;
  },
): RealtimeHub {
  const io = new Server(httpServer, { path: '/socket.io', serveClient: false, transports: ['websocket', 'polling'] });
  const redis: Redis[] = [];
  if (opts.redisUrl) {
    const pub = new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    redis.push(pub, sub);
    for (const client of redis) {
      // ioredis reconnects by itself; an outage shows in /readyz, not as a line per retry on stderr.
      client.on('error', () => undefined);
      handleEveryReply(client);
    }
    io.adapter(createAdapter(pub, sub, { key: `${opts.redisPrefix ?? 'playdeck'}:socket.io` }));
  }

  io.on('connection', (socket: Socket) => {
    // A room per session lets a logout or a newer login reach this socket from any node.
    void resolveSocketSession(socket, opts).then((session) => session && socket.join(sessionRoom(session.id)));
    socket.on('subscribe', async (payload: unknown, ack?: (a: SubscribeAck) => void) => {
      const channel = typeof payload === 'object' && payload ? (payload as { channel?: unknown }).channel : undefined;
      if (typeof channel !== 'string' || channel.length > 64) {
        if (typeof ack === 'function') ack({ ok: false, code: 404 });
        return;
      }
      // Private channels check the token again, so a revoked session cannot rejoin.
      const session = channelKind(channel) === 'public' ? undefined : await resolveSocketSession(socket, opts);
      const answer = canJoin(channel, session);
      if (answer.ok) await socket.join(channel);
      if (typeof ack === 'function') ack(answer);
    });
    socket.on('unsubscribe', async (payload: unknown) => {
      const channel = typeof payload === 'object' && payload ? (payload as { channel?: unknown }).channel : undefined;
      if (typeof channel === 'string') await socket.leave(channel);
    });
  });

  const endSessions = (sessionIds: number[], channels: string[]) => {
    for (const id of sessionIds) io.in(sessionRoom(id)).socketsLeave([...channels, sessionRoom(id)]);
  };

  return {
    publish(channel, event, data) {
      const message: RealtimeMessage = { channel, event, data } as RealtimeMessage;
      io.to(channel).emit('message', message);
    },
    endSessions,
    signOut(sessionIds, channels, code) {
      const message = { channel: channels[0] ?? '', event: 'app_clean_cache', data: { code } } as RealtimeMessage;
      for (const id of sessionIds) io.to(sessionRoom(id)).emit('message', message);
      endSessions(sessionIds, channels);
    },
    connectedSockets: () => io.of('/').sockets.size,
    dropConnections() {
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
    },
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      // The adapter's unsubscribes and a last publish are answered before the connection closes.
      await Promise.all(redis.map((client) => quitRedis(client)));
    },
  };
}

const sessionRoom = (id: number) => `session.${id}`;

/**
 * The adapter sends commands it never awaits (its unsubscribes on close, its publishes). While Redis is
 * away they wait in the offline queue, and when the connection is then dropped at shutdown each is
 * rejected with nobody listening, as is a publish after the close: an unhandled rejection that ends the
 * process with exit code 1. Every reply promise is marked handled here; a caller that awaits one still
 * sees its error.
 */
function handleEveryReply(client: Redis): void {
  const send = client.sendCommand.bind(client);
  client.sendCommand = (...args: Parameters<Redis['sendCommand']>) => {
    const reply = send(...args);
    if (reply instanceof Promise) reply.catch(() => undefined);
    return reply;
  };
}

async function resolveSocketSession(
  socket: Socket,
  opts: { sessions: SessionService; siteOf: (host: string | undefined) => Promise<number> },
): Promise<MemberSession | undefined> {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  const raw = typeof auth?.token === 'string' ? auth.token.replace(/^Bearer /, '') : undefined;
  if (!raw || !/^[A-Za-z0-9_-]{16,256}$/.test(raw)) return undefined;
  const [session, siteId] = await Promise.all([
    opts.sessions.resolve(raw).catch(() => undefined),
    opts.siteOf(socket.handshake.headers.host),
  ]);
  return session && session.siteId === siteId ? session : undefined;
}
