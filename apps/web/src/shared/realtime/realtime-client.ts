import type { RealtimeMessage, SubscribeAck } from '@playdeck/contract';
import type { Socket } from 'socket.io-client';
import { emitRealtime } from './realtime-bus';

export interface RealtimeConnection {
  /** The channels to be joined; joins what is new, leaves what is gone. */
  setChannels(channels: readonly string[]): void;
  /** Reconnects with another token (login, logout, renewed token). */
  setToken(token: string | null): void;
  close(): void;
}

export interface ConnectOptions {
  /** CONFIG_WEBSOCKET_URL; empty means this origin. */
  url: string;
  token: string | null;
  /** Each subscription as it is asked for ('sent'), then with the server's ack. */
  onSubscription?: (channel: string, state: 'sent' | SubscribeAck) => void;
  /** The connection dropped: every joined channel is gone until the next connect. */
  onDisconnect?: () => void;
}

/**
 * Opens the Socket.IO connection. socket.io-client is imported here, on demand, so it never weighs on
 * the first paint. Every (re)connect joins all wanted channels again, since the server forgets them.
 */
export async function connectRealtime({
  url,
  token,
  onSubscription,
  onDisconnect,
}: ConnectOptions): Promise<RealtimeConnection> {
  const { io } = await import('socket.io-client');
  const options = { path: '/socket.io', transports: ['websocket', 'polling'], auth: token ? { token } : {} };
  const socket: Socket = url ? io(url, options) : io(options);
  let wanted = new Set<string>();

  const subscribe = (channel: string) => {
    onSubscription?.(channel, 'sent');
    socket.emit('subscribe', { channel }, (ack: SubscribeAck) => {
      // An ack for a channel left meanwhile (logout) is stale news.
      if (wanted.has(channel)) onSubscription?.(channel, ack ?? { ok: false, code: 404 });
    });
  };

  socket.on('connect', () => wanted.forEach(subscribe));
  socket.on('disconnect', () => onDisconnect?.());
  socket.on('message', (message: RealtimeMessage) => {
    if (message && typeof message.event === 'string') emitRealtime(message);
  });

  return {
    setChannels(channels) {
      const next = new Set(channels);
      if (socket.connected) {
        for (const channel of wanted) if (!next.has(channel)) socket.emit('unsubscribe', { channel });
        for (const channel of next) if (!wanted.has(channel)) subscribe(channel);
      }
      wanted = next;
    },
    setToken(next) {
      socket.auth = next ? { token: next } : {};
      socket.disconnect().connect();
    },
    close() {
      socket.disconnect();
    },
  };
}
