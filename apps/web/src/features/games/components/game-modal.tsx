import { quitGame } from '../../../shared/games/quit-game';
import type { OpenGame } from '../../../shared/stores/game-launch-store';
import { Modal } from '../../../shared/ui/modal/modal';
import { GameFrame } from './game-frame';

/** The play-game dialog (open type modal): the game in a frame; closing it leaves the game. */
export function GameModal({ game }: { game: OpenGame }) {
  return (
    <Modal title={game.name} onClose={() => void quitGame(game.windowName)} className="modal--game" dismissible={false}>
      <GameFrame game={game} />
    </Modal>
  );
}
