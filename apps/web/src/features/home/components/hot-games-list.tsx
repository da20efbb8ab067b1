import type { GameEntry } from '@playdeck/contract';
import { playGame } from '../../../shared/games/launch-game';
import { GameCard, entryName } from '../../../shared/ui/games/game-card';

/**
 * The hot games' tiles, a chunk of their own: the cards and the launch entry load with the list, after
 * the first paint, and are in place before anyone can click (the click must open the game window itself).
 */
export default function HotGamesList({ games, labelledBy }: { games: GameEntry[]; labelledBy: string }) {
  const play = (game: GameEntry) =>
    playGame({
      gp_id: game.gp_id,
      game_type: game.game_type || game.gt_id,
      game_code: game.game_code,
      house: game.house,
      name: entryName(game),
    });
  return (
    <ul className="game-list hot-list" aria-labelledby={labelledBy}>
      {games.map((game) => (
        <li key={game.game_id}>
          <GameCard entry={game} onPlay={() => play(game)} subtitle={game.gp_gt_name} tags={false} />
        </li>
      ))}
    </ul>
  );
}
