import type { PageAnalytics } from '@playdeck/contract';
import { pageAnalytics, sendsTracking } from './page-analytics';
import type { TagHost } from './tag-scripts';
import { pixelQueue } from './tag-scripts';

const pageHost = (): TagHost => ({ win: window as unknown as Record<string, unknown>, doc: document });

/**
 * One ad-pixel event, sent only where this site's pixel is on and the page's language is
 * one that sends tracking events. Before the pixel's script has loaded the event waits in its queue.
 * Answers whether it was sent, so the server's copy of the event goes only when this one did.
 */
export function sendPixelEvent(
  method: 'track' | 'trackCustom',
  name: string,
  data: Record<string, string>,
  eventID?: string,
  page: PageAnalytics = pageAnalytics,
  host: TagHost = pageHost(),
): boolean {
  const id = page.tags.ad_pixel;
  if (!id || !sendsTracking(page)) return false;
  const fbq = pixelQueue(host, id);
  if (eventID) fbq(method, name, data, { eventID });
  else fbq(method, name, data);
  return true;
}
