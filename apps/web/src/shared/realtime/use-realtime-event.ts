import type { RealtimeEventName, RealtimeEvents, RealtimeMessage } from '@playdeck/contract';
import { useEffect, useEffectEvent } from 'react';
import { onRealtime } from './realtime-bus';

/** Listens to a realtime event while the component is mounted; the handler always sees fresh props. */
export function useRealtimeEvent<E extends RealtimeEventName>(
  event: E,
  handler: (data: RealtimeEvents[E], message: RealtimeMessage<E>) => void,
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => onRealtime(event, (data, message) => onEvent(data, message)), [event]);
}
