import type { RealtimeEventName, RealtimeEvents, RealtimeMessage } from '@playdeck/contract';

type Handler<E extends RealtimeEventName> = (data: RealtimeEvents[E], message: RealtimeMessage<E>) => void;

const handlers = new Map<RealtimeEventName, Set<Handler<never>>>();

/**
 * Pushes that came before anyone listened to their event. The listeners live in lazy chunks (the auth,
 * payments and games runtimes) that may mount a moment after the socket joined the member's channels: a
 * balance pushed in that moment is kept briefly and handed to the first listener, not lost.
 */
const early: { message: RealtimeMessage; at: number }[] = [];
export const EARLY_PUSH_MS = 15_000;
const EARLY_PUSH_LIMIT = 50;

function deliver(handler: Handler<RealtimeEventName>, message: RealtimeMessage): void {
  try {
    handler(message.data, message);
  } catch (error) {
    console.error(`realtime handler for ${message.event} failed`, error);
  }
}

/**
 * Features listen to pushes by event name, without knowing about sockets or channels:
 * `const off = onRealtime('member.cash', (data) => ...)`.
 */
export function onRealtime<E extends RealtimeEventName>(event: E, handler: Handler<E>): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler as Handler<never>);
  const now = Date.now();
  for (let i = 0; i < early.length;) {
    const kept = early[i]!;
    if (kept.message.event === event && now - kept.at <= EARLY_PUSH_MS) {
      early.splice(i, 1);
      deliver(handler as Handler<RealtimeEventName>, kept.message);
    } else i += 1;
  }
  return () => set.delete(handler as Handler<never>);
}

/** Delivers one pushed message to its listeners; a failing listener does not stop the others. */
export function emitRealtime(message: RealtimeMessage): void {
  const listening = handlers.get(message.event);
  if (!listening?.size) {
    early.push({ message, at: Date.now() });
    if (early.length > EARLY_PUSH_LIMIT) early.shift();
    return;
  }
  for (const handler of listening) deliver(handler as Handler<RealtimeEventName>, message);
}
