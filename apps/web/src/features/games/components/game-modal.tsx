import { quitGame } from '../../../shared/games/quit-game';
import { t } from '../../../shared/i18n/translate';
import type { OpenGame } from '../../../shared/stores/game-launch-store';
import { useGameLaunch } from '../../../shared/stores/game-launch-store';
import { Modal } from '../../../shared/ui/modal/modal';
import './game-frame.css';

/** The play-game dialog (R§2, §4 open type modal): the game in a frame; closing it leaves the game. */
export function GameModal({ game }: { game: OpenGame }) {
  const transferDisabled = useGameLaunch((s) => s.transferDisabled);
  return (
    <Modal title={game.name} onClose={() => void quitGame(game.windowName)} className="modal--game" dismissible={false}>
      {transferDisabled && (
        <p className="game-frame-notice" role="status">
          {t('pg.transfer_disabled')}
        </p>
      )}
      <iframe
        className="game-frame"
        name={game.windowName}
        src={game.url ?? undefined}
        title={game.name}
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </Modal>
  );
}
