import { Link } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icons';
import './games.css';

/** /play: a game opened as a page draws in this frame; the visitor returns to / from here. */
export default function PlayPage() {
  return (
    <div className="container page play-page">
      <div className="play-toolbar">
        <Link to="/" className="btn btn--ghost btn--sm">
          <Icon name="chevronLeft" />
          {t('games.back_to_lobby')}
        </Link>
        <h1 className="play-title">{t('games.play_title')}</h1>
      </div>
      <div className="play-stage">
        <EmptyState
          icon="play"
          title={t('games.no_game_open')}
          description={t('games.no_game_open_text')}
          action={
            <Link to="/" className="btn btn--primary">
              {t('games.choose_game')}
            </Link>
          }
        />
      </div>
    </div>
  );
}
