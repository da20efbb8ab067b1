import type { OpenType } from '../stores/game-launch-store';

export interface OpenTypeRule {
  /** Provider id (GPxx); omitted for every provider of the type. */
  gpId?: string;
  /** Game type id; omitted for every type of the provider. */
  gameType?: number;
  open: Exclude<OpenType, 'window' | 'redirect'>;
}

/**
 * Games that open inside the site on desktop instead of a popup window (a dialog or a page, for listed
 * provider and type pairs). The first matching rule wins; everything else opens in a window. Mobile and the
 * native app always use a window (or this window in an in-app browser), whatever is listed here.
 */
export const GAME_OPEN_RULES: readonly OpenTypeRule[] = [
  // The crash games of the demo catalogue's GP10 are small: they play in a dialog over the site.
  { gpId: 'GP10', gameType: 6, open: 'modal' },
  // Sports books are whole sites of their own: they get the full page rather than a dialog.
  { gameType: 4, open: 'page' },
  { gameType: 9, open: 'page' },
];

/**
 * The desktop game room (/gameRoom: providers beside the list) for slot providers. The site config has
 * no game-room flag, so desktop always uses the room and mobile the full-screen /slotgame list; set this
 * to false to send desktop to /slotgame as well.
 */
export const GAME_ROOM_ON_DESKTOP = true;
