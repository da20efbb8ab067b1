import type { RealtimeEventName, RealtimeEvents, RealtimeMessage } from '@playdeck/contract';

type Handler<E extends RealtimeEventName> = (data: RealtimeEvents[E], message: RealtimeMessage<E>) => void;

const handlers = new Map<RealtimeEventName, Set<Handler<never>>>();

/**
 * Features listen to pushes by event name, without knowing about sockets or channels:
 * `const off = onRealtime('member.cash', (data) => ...)`.
 */
export function onRealtime<E extends RealtimeEventName>(event: E, handler: Handler<E>): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler as Handler<never>);
  return () => set.delete(handler as Handler<never>);
}

/** Delivers one pushed message to its listeners; a failing listener does not stop the others. */
export function emitRealtime(message: RealtimeMessage): void {
  for (const handler of handlers.get(message.event) ?? []) {
    try {
      (handler as Handler<RealtimeEventName>)(message.data, message);
    } catch (error) {
      console.error(`realtime handler for ${message.event} failed`, error);
    }
  }
}
