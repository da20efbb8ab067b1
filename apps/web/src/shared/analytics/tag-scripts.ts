import type { AnalyticsTag } from '@playdeck/contract';
import { analyticsScriptUrl } from '@playdeck/contract';

/** What the loader touches of the page (a stand-in in unit tests). */
export interface TagHost {
  win: Record<string, unknown>;
  doc: { createElement(tag: 'script'): { src: string; async: boolean }; head: { appendChild(node: unknown): unknown } };
}

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][]; queue?: unknown[][]; callMethod?: unknown };

/**
 * The ad pixel's command queue: calls made before its script arrives wait in `queue` and run when it
 * does, so an event fired early (a registration right after the page opened) still reaches the pixel.
 */
export function pixelQueue(host: TagHost, id: string): Queue {
  const existing = host.win.fbq as Queue | undefined;
  if (typeof existing === 'function') return existing;
  const fbq: Queue = (...args: unknown[]) => void fbq.queue!.push(args);
  Object.assign(fbq, { queue: [], loaded: true, version: '2.0', push: fbq });
  host.win.fbq = fbq;
  host.win._fbq = fbq;
  fbq('init', id);
  fbq('track', 'PageView');
  return fbq;
}

/** Each vendor's start-up calls, made before its script loads (the script reads them when it runs). */
const STARTERS: Record<AnalyticsTag, (host: TagHost, id: string) => void> = {
  web_analytics(host, id) {
    const layer = ((host.win.dataLayer as unknown[] | undefined) ??= []);
    // The web analytics script reads `arguments` objects from the layer, not arrays.
    host.win.gtag ??= function gtag() {
      // eslint-disable-next-line prefer-rest-params -- the vendor's queue format
      layer.push(arguments);
    };
    const gtag = host.win.gtag as (...args: unknown[]) => void;
    gtag('js', new Date());
    gtag('config', id);
  },
  tag_manager(host) {
    const layer = ((host.win.dataLayer as unknown[] | undefined) ??= []);
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  },
  session_recorder(host) {
    const recorder: Queue = (...args: unknown[]) => void (recorder.q ??= []).push(args);
    host.win.clarity ??= recorder;
  },
  ad_pixel(host, id) {
    pixelQueue(host, id);
  },
};

const LOADED = '__playdeckTags';

/** Starts one tag and appends its script (async), once per page. */
export function installTag(host: TagHost, tag: AnalyticsTag, id: string): void {
  const loaded = ((host.win[LOADED] as Set<string> | undefined) ??= new Set<string>());
  if (loaded.has(tag)) return;
  loaded.add(tag);
  STARTERS[tag](host, id);
  const script = host.doc.createElement('script');
  script.async = true;
  script.src = analyticsScriptUrl(tag, id);
  host.doc.head.appendChild(script);
}
