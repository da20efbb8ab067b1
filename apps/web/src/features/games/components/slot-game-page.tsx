import { Link, useNavigate } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { Icon } from '../../../shared/ui/icons';
import { GameGrid } from './game-grid';
import { SlotList } from './slot-list';
import { useProviderPage } from './use-provider';
import './games.css';

/** /slotgame?gt_id&gp_id&house(&isCrashGame): a provider's game list, full screen (no header or footer). */
export default function SlotGamePage() {
  const navigate = useNavigate();
  const { provider, name, crash } = useProviderPage();
  const title = name ?? provider?.gpId ?? t('game_type.slot');
  return (
    <div className="slot-page">
      <header className="slot-bar">
        <button type="button" className="slot-back" onClick={() => navigate(-1)} aria-label={t('back')}>
          <Icon name="chevronLeft" />
        </button>
        <h1 className="slot-title">{provider ? t('games.provider_games', { provider: title }) : title}</h1>
        <Link to="/" className="slot-back" aria-label={t('nav.home')}>
          <Icon name="home" />
        </Link>
      </header>
      <div className="container slot-body">
        {provider ? (
          <SlotList key={`${provider.gpId}:${provider.gtId}:${provider.house}`} provider={provider} crash={crash} />
        ) : (
          <GameGrid
            icon="slot"
            title={t('games.choose_provider')}
            action={
              <Link to="/gameHall/2" className="btn btn--primary">
                {t('games.hall_title')}
              </Link>
            }
          />
        )}
      </div>
    </div>
  );
}
