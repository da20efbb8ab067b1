import type { LaunchRequest } from '../../../shared/games/types';

/** A frame message as an object (frames send objects or their JSON); undefined for anything else. */
function parsed(raw: unknown): { code?: unknown; data?: unknown; height?: unknown } | undefined {
  let message = raw;
  if (typeof raw === 'string') {
    try {
      message = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  return message && typeof message === 'object' ? message : undefined;
}

/** Heights a frame may ask for: enough for a page's header, no more than a very long page. */
const MIN_FRAME_HEIGHT = 120;
const MAX_FRAME_HEIGHT = 20_000;

/**
 * A framed page reports its content height with event code S001, so the site sizes the
 * frame to it instead of scrolling inside a fixed box. The height comes as `data.height`, as `data`
 * itself or as `height`; whole CSS pixels, clamped to a sane range.
 */
export function frameHeightRequest(raw: unknown): number | undefined {
  const message = parsed(raw);
  if (!message || text(message.code) !== 'S001') return undefined;
  const data = message.data;
  const value = data && typeof data === 'object' ? (data as { height?: unknown }).height : (data ?? message.height);
  const height = Math.ceil(Number(text(value)));
  if (!Number.isFinite(height) || height <= 0) return undefined;
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, height));
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * A page framed by the site (a sports book, a game dialog) asks it to open a game
 * with a message whose code contains U003 and whose data names the game. Anything else is not ours.
 */
export function frameLaunchRequest(raw: unknown): LaunchRequest | undefined {
  const message = parsed(raw);
  if (!message) return undefined;
  const { code, data } = message;
  if (!text(code).includes('U003') || !data || typeof data !== 'object') return undefined;
  const game = data as Record<string, unknown>;
  const gameType = Number(game.game_type ?? game.gt_id);
  const gpId = text(game.gp_id);
  const gameCode = text(game.game_code);
  if (!gpId || !gameCode || !Number.isInteger(gameType) || gameType < 2 || gameType > 9) return undefined;
  return {
    gp_id: gpId,
    game_type: gameType,
    game_code: gameCode,
    house: text(game.house) || undefined,
    name: text(game.game_name) || gameCode,
  };
}
