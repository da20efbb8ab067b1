import type { OpenType } from '../stores/game-launch-store';

/** The query parameter of /close that names where a redirected game returns to. */
export const RETURN_PARAM = 'back';

/**
 * The lobby address given to the provider. A game in its own window or frame ends at /close,
 * which tells the site window and closes itself. A game that took over this very tab (open type
 * redirect, in-app browsers) has no site window to go back to, so /close carries the page the
 * member left and sends them back there.
 */
export function lobbyUrlFor(openType: OpenType, here: string): string {
  // A path: the server makes it absolute on this site's origin and refuses other hosts.
  if (openType !== 'redirect') return '/close';
  return `/close?${RETURN_PARAM}=${encodeURIComponent(here)}`;
}

/** A return path is only ever a page of this site (never another host, never /close itself). */
export function safeReturnPath(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (/^\/close(?:[/?#]|$)/.test(value)) return '/';
  return value;
}
