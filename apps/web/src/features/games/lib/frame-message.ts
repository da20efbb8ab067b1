import type { LaunchRequest } from '../../../shared/games/launch-game';

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * S§7 frame messaging: a page framed by the site (a sports book, a game dialog) asks it to open a game
 * with a message whose code contains U003 and whose data names the game. Anything else is not ours.
 */
export function frameLaunchRequest(raw: unknown): LaunchRequest | undefined {
  let message = raw;
  if (typeof raw === 'string') {
    try {
      message = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (!message || typeof message !== 'object') return undefined;
  const { code, data } = message as { code?: unknown; data?: unknown };
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
