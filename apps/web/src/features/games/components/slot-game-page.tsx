import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';
import { openModal } from '../../../shared/stores/modal-store';
import { Icon } from '../../../shared/ui/icons';
import { GameSearch } from './game-search';
import { GameGrid } from './game-grid';
import type { SlotTab } from './game-types';
import { SLOT_TABS } from './game-types';
import './games.css';

/** /slotgame?gt_id&gp_id&house: a provider's game list, full screen (no site header or footer). */
export default function SlotGamePage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const member = useSession(isLoggedIn);
  const [tab, setTab] = useState<SlotTab>('all_game');
  const [search, setSearch] = useState('');
  const provider = query.get('gp_id');
  const personal = tab === 'my_favorite' || tab === 'last_play';
  return (
    <div className="slot-page">
      <header className="slot-bar">
        <button type="button" className="slot-back" onClick={() => navigate(-1)} aria-label={t('back')}>
          <Icon name="chevronLeft" />
        </button>
        <h1 className="slot-title">{provider ? t('games.provider_games', { provider }) : t('game_type.slot')}</h1>
        <span className="slot-bar-spacer" />
      </header>
      <div className="container slot-body">
        <GameSearch value={search} onChange={setSearch} />
        <div className="tabs" role="tablist" aria-label={t('games.list_tabs')}>
          {SLOT_TABS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              className="tab"
              aria-selected={tab === key}
              onClick={() => setTab(key)}
            >
              {t(`games.tab.${key}`)}
            </button>
          ))}
        </div>
        <div className="section" role="tabpanel" aria-label={t(`games.tab.${tab}`)}>
          {personal && !member ? (
            <GameGrid
              icon="user"
              title={t('games.login_to_see')}
              description={t('games.login_to_see_text')}
              action={
                <button type="button" className="btn btn--primary" onClick={() => openModal('login')}>
                  {t('login')}
                </button>
              }
            />
          ) : (
            <GameGrid icon={tab === 'my_favorite' ? 'heart' : tab === 'last_play' ? 'clock' : 'slot'} />
          )}
        </div>
      </div>
    </div>
  );
}
