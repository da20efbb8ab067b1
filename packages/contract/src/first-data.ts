import type { BuildMeta } from './site.js';

/** The global the page's inline first data is assigned to, beside the public config. */
export const FIRST_DATA_GLOBAL = '__PLAYDECK_FIRST__';

/**
 * The global a rendered page's inline script sets while the app's code is on its way: calling it stops
 * listening and gives the elements tapped meanwhile, oldest first (a tap with no action of the browser's own).
 */
export const EARLY_TAPS_GLOBAL = '__PLAYDECK_EARLY_TAPS__';

/**
 * What the server puts in a page: the build's meta (route rules), and on a page it rendered, what it
 * rendered with, so the page hydrates to the same markup without a round trip.
 */
export interface FirstData {
  /** The path the page was made for; a page shown for another path (the offline copy) ignores `rendered`. */
  path: string;
  /** The page's language. */
  locale: string;
  meta: BuildMeta;
  rendered?: RenderedWith;
}

/** The state a server render used, which the page's first (hydrating) render must use too. */
export interface RenderedWith {
  /** The layout the server chose from the client hints or user agent; the page switches if its width disagrees. */
  layout: 'desktop' | 'mobile';
  currency: string;
  /** The query cache the markup was rendered with (TanStack Query's dehydrated state). */
  queries: unknown;
}
