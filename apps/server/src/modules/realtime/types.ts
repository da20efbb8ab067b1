import type { RealtimeEventName, RealtimeEvents } from '@playdeck/contract';

export interface RealtimeHub {
  /** The one way any domain pushes to browsers; with Redis it reaches sockets on every node. */
  publish<E extends RealtimeEventName>(channel: string, event: E, data: RealtimeEvents[E]): void;
  /** Takes the sockets of ended sessions (on any node) out of the given private channels. */
  endSessions(sessionIds: number[], channels: string[]): void;
  /**
   * The server signed these sessions out: their own sockets (on any node) get app_clean_cache with why,
   * then leave the private channels. The member's other pages are not told.
   */
  signOut(sessionIds: number[], channels: string[], code: number): void;
  /** Sockets connected to this node. */
  connectedSockets(): number;
  /**
   * Drops every socket's connection, as a lost network would: the client reconnects on its own (through
   * the balancer, to another node) and joins its channels again. A server-side disconnect would not do:
   * socket.io-client does not reconnect after "io server disconnect".
   */
  dropConnections(): void;
  close(): Promise<void>;
}
