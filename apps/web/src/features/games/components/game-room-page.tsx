import { GAME_TYPES } from '@playdeck/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { GameGrid } from './game-grid';
import { GameSearch } from './game-search';
import type { SlotTab } from './game-types';
import { SLOT_TABS, asGameType } from './game-types';
import './games.css';

/** /gameRoom?gt_id&gp_id&house: the desktop game room for slots, providers on the side. */
export default function GameRoomPage() {
  const [query] = useSearchParams();
  const type = asGameType(query.get('gt_id')) ?? 2;
  const [tab, setTab] = useState<SlotTab>('all_game');
  const [search, setSearch] = useState('');
  return (
    <div className="container page game-room">
      <aside className="card game-room-side" aria-labelledby="room-providers">
        <h2 id="room-providers" className="game-room-side-title">
          {t('games.providers')}
        </h2>
        <EmptyState icon="grid" title={t('games.providers_empty')} compact />
      </aside>
      <section className="game-room-main" aria-labelledby="room-title">
        <h1 id="room-title" className="page-title">
          {t('games.room_title', { type: t(`game_type.${GAME_TYPES[type].name}`) })}
        </h1>
        <div className="game-room-tools">
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
          <GameSearch value={search} onChange={setSearch} />
        </div>
        <div className="section" role="tabpanel" aria-label={t(`games.tab.${tab}`)}>
          <GameGrid icon="slot" />
        </div>
      </section>
    </div>
  );
}
