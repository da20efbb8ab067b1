import type { Banner, ModelAd } from '@playdeck/contract';
import { BANNER_LINK_TYPE, LINK_METHOD_NEW_WINDOW } from '@playdeck/contract';
import { GAME_ROOM_ON_DESKTOP } from '../../../shared/config/games';
import type { LaunchTarget } from '../../../shared/games/launch-rules';
import type { LayoutMode } from '../../../shared/lib/device';
import { innerPath, outerHref } from '../../../shared/lib/safe-links';

/** Slot (gt_id 2) providers have a game list; every other provider's banner opens its lobby game. */
const SLOT_TYPE = 2;
/** The catalogue's code for a provider's lobby entry (the seed's `lobby` rows). */
export const LOBBY_GAME_CODE = 'lobby';

export interface ClickContext {
  /** config.IS_DEMO: a demo site shows its banners but follows none of them. */
  isDemo: boolean;
  /** The currency the page shows; a game banner only plays in its own currency. */
  viewCurrency: string;
  mode: LayoutMode;
  /** The desktop game room for slot lists (shared/config/games), injectable for tests. */
  gameRoom?: boolean;
}

/** What a click on a banner or an ad does; `none` means it is not clickable at all. */
export type BannerAction =
  | { kind: 'none' }
  | { kind: 'external'; url: string; newWindow: boolean }
  | { kind: 'internal'; path: string; newWindow: boolean }
  | { kind: 'launch'; target: LaunchTarget }
  | { kind: 'list'; path: string }
  | { kind: 'wrongCurrency'; currency: string };

const NONE: BannerAction = { kind: 'none' };

/** Only real web addresses leave the site: javascript:, data: and the like are ignored. */
function external(link: string, newWindow: boolean): BannerAction {
  const url = outerHref(link);
  return url ? { kind: 'external', url, newWindow } : NONE;
}

/** A path of this site ("/discount/1"), never a protocol-relative "//host" that would leave it. */
function internal(link: string, newWindow: boolean): BannerAction {
  const path = innerPath(link);
  return path ? { kind: 'internal', path, newWindow } : NONE;
}

/**
 * Banner clicks: nothing on a demo site or without a url; link_type 0 an http(s) address,
 * 1 a page of the site, 2 a game (only in the banner's currency), each in a new window when link_method is 1.
 * The banner's `url` is its picture; the target is `link_url` (types 0 and 1) or game_link_parameter (2).
 */
export function bannerAction(banner: Banner, context: ClickContext): BannerAction {
  if (context.isDemo || !banner.url) return NONE;
  const newWindow = banner.link_method === LINK_METHOD_NEW_WINDOW;
  const link = banner.link_url?.trim() ?? '';
  switch (banner.link_type) {
    case BANNER_LINK_TYPE.external:
      return external(link, newWindow);
    case BANNER_LINK_TYPE.internal:
      return internal(link, newWindow);
    case BANNER_LINK_TYPE.game:
      return gameAction(banner.game_link_parameter, context);
    default:
      return NONE;
  }
}

function gameAction(game: Banner['game_link_parameter'], context: ClickContext): BannerAction {
  if (!game?.gp_id || !game.gt_id) return NONE;
  if (game.currency !== context.viewCurrency) return { kind: 'wrongCurrency', currency: game.currency };
  // `customized` carries the game code when the banner points at one game rather than a provider.
  const gameCode = game.customized?.trim();
  if (gameCode) return { kind: 'launch', target: { gp_id: game.gp_id, game_type: game.gt_id, game_code: gameCode } };
  if (game.gt_id === SLOT_TYPE) {
    // The same list a slot provider's card opens in the game hall (features/games providerAction).
    const query = new URLSearchParams({ gt_id: String(game.gt_id), gp_id: game.gp_id, house: '' });
    const room = context.mode === 'desktop' && (context.gameRoom ?? GAME_ROOM_ON_DESKTOP);
    return { kind: 'list', path: `${room ? '/gameRoom' : '/slotgame'}?${query}` };
  }
  return { kind: 'launch', target: { gp_id: game.gp_id, game_type: game.gt_id, game_code: LOBBY_GAME_CODE } };
}

/**
 * Template ads follow the banners' link rules, the kind told by the url itself (their url has no link_type):
 * an http(s) address leaves the site, a site path ("/discount") is a page of it, anything else does nothing;
 * link_method 1 opens a new window.
 */
export function adAction(ad: ModelAd, context: Pick<ClickContext, 'isDemo'>): BannerAction {
  if (context.isDemo) return NONE;
  const link = ad.url?.trim() ?? '';
  const newWindow = ad.link_method === LINK_METHOD_NEW_WINDOW;
  const leaves = external(link, newWindow);
  return leaves.kind === 'none' ? internal(link, newWindow) : leaves;
}
