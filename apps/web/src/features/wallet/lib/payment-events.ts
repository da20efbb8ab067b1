import { sendPixelEvent } from '../../../shared/analytics/pixel';

/**
 * The ad-pixel events of deposits. track() hands them to the site's pixel where it is
 * on for the page's language, and tells listeners either way (like the registration event
 * of the auth feature).
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

const listeners = new Set<Listener>();

export function onPixelEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the pixel took the event: the server's copy (fb_tracking) goes only then. */
export function track(event: PixelEvent): boolean {
  for (const listener of listeners) listener(event);
  return sendPixelEvent(event.method, event.name, event.data, event.eventID);
}
