/**
 * The ad-pixel events of deposits (S§7, TR-04…TR-06). No pixel script is loaded by the site yet: track()
 * calls the page's `fbq` when an operator's tag manager put one there, and tells listeners either way
 * (like the registration event of the auth feature).
 */
export interface PixelEvent {
  /** `track` for the pixel's standard events (Purchase), `trackCustom` for the site's own (e_pay). */
  method: 'track' | 'trackCustom';
  name: string;
  data: Record<string, string>;
  /** The same id goes to the server's copy of the event, which the ad platform de-duplicates by. */
  eventID: string;
}

type Listener = (event: PixelEvent) => void;
type Fbq = (method: string, name: string, data: Record<string, string>, options: { eventID: string }) => void;

const listeners = new Set<Listener>();

export function onPixelEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function track(event: PixelEvent): void {
  for (const listener of listeners) listener(event);
  const fbq = (window as unknown as { fbq?: Fbq }).fbq;
  if (typeof fbq === 'function') fbq(event.method, event.name, event.data, { eventID: event.eventID });
}
