import { useRef } from 'react';
import { t } from '../../../shared/i18n/translate';
import type { OpenGame } from '../../../shared/stores/game-launch-store';
import { useGameLaunch } from '../../../shared/stores/game-launch-store';
import { useFrameHeight } from '../hooks/use-frame-height';
import './game-frame.css';

/** A game in a frame (dialog or /play page), with the transfer-disabled notice above it (957). */
export function GameFrame({ game }: { game: OpenGame }) {
  const transferDisabled = useGameLaunch((s) => s.transferDisabled);
  const frame = useRef<HTMLIFrameElement>(null);
  useFrameHeight(frame);
  return (
    <>
      {transferDisabled && (
        <p className="game-frame-notice" role="status">
          {t('pg.transfer_disabled')}
        </p>
      )}
      <iframe
        ref={frame}
        className="game-frame"
        name={game.windowName}
        src={game.url ?? undefined}
        title={game.name}
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </>
  );
}
