import type { GameEntry } from '@playdeck/contract';
import { useId, useState } from 'react';
import { useHotGames } from '../../../shared/api/games/hot-games';
import { playGame } from '../../../shared/games/launch-game';
import { t } from '../../../shared/i18n/translate';
import { openModal } from '../../../shared/stores/modal-store';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';
import { confirmDialog } from '../../../shared/ui/confirm/dialog-store';
import { GameCard, entryName } from '../../../shared/ui/games/game-card';
import { useFavoriteStore } from '../api/favorite-store';
import type { ProviderRef } from '../api/game-label';
import { useGameLabel } from '../api/game-label';
import { useLastPlaying } from '../api/last-playing';
import { gamesForTab, matchesSearch } from '../lib/slot-list';
import { GameGrid, GameGridError, GameGridLoading } from './game-grid';
import { GameSearch } from './game-search';
import type { SlotTab } from './game-types';
import { SLOT_TABS } from './game-types';

const TAB_ICONS = { my_favorite: 'heart', last_play: 'clock' } as const;

/**
 * One provider's games: tabs all / favourites / last played / popular / hot / new, a name
 * search, a favourite heart on each game (members), and a click that launches the game.
 */
export function SlotList({ provider, crash = false }: { provider: ProviderRef; crash?: boolean }) {
  const member = useSession(isLoggedIn);
  const [tab, setTab] = useState<SlotTab>('all_game');
  const [search, setSearch] = useState('');
  const ids = useId();
  const label = useGameLabel(provider);
  const popular = useHotGames(provider.gtId, { enabled: tab === 'popular' });
  const lastPlayed = useLastPlaying({ enabled: tab === 'last_play' });
  const favorite = useFavoriteStore();
  const personal = tab === 'my_favorite' || tab === 'last_play';

  const games = gamesForTab(tab, {
    main: label.data?.main ?? [],
    labels: label.data?.list ?? [],
    popular: popular.data ?? [],
    lastPlayed: lastPlayed.data ?? [],
  }).filter((game) => matchesSearch(game.game_name, search));
  const pending =
    label.isPending ||
    (tab === 'popular' && popular.isPending) ||
    (tab === 'last_play' && lastPlayed.isPending && member);

  const toggleFavorite = async (game: GameEntry) => {
    if (!member) {
      if (await confirmDialog({ message: t('pg.login_required'), confirmText: t('login') })) openModal('login');
      return;
    }
    favorite.mutate({ gameId: game.game_id, favorite: game.member_favorite !== 1 });
  };
  const play = (game: GameEntry) =>
    playGame({
      gp_id: game.gp_id,
      game_type: game.game_type || game.gt_id,
      game_code: game.game_code,
      house: game.house,
      name: entryName(game),
      extra: crash ? { isCrashGame: 1 } : undefined,
    });

  return (
    <div className="slot-list">
      <div className="slot-tools">
        <div className="tabs slot-tabs" role="tablist" aria-label={t('games.list_tabs')}>
          {SLOT_TABS.map((key) => (
            <button
              key={key}
              id={`${ids}-${key}`}
              type="button"
              role="tab"
              className="tab"
              aria-selected={tab === key}
              aria-controls={`${ids}-panel`}
              onClick={() => setTab(key)}
            >
              {t(`games.tab.${key}`)}
            </button>
          ))}
        </div>
        <GameSearch value={search} onChange={setSearch} />
      </div>
      <div className="section" id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-${tab}`}>
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
        ) : pending ? (
          <GameGridLoading />
        ) : label.isError ? (
          <GameGridError onRetry={() => void label.refetch()} />
        ) : games.length === 0 ? (
          <GameGrid
            icon={tab === 'my_favorite' || tab === 'last_play' ? TAB_ICONS[tab] : 'slot'}
            title={search ? t('games.search_empty', { search: search.trim() }) : t('games.empty')}
            description={t('games.empty_text')}
          />
        ) : (
          <ul className="game-list" aria-label={t(`games.tab.${tab}`)}>
            {games.map((game) => (
              <li key={game.game_id}>
                <GameCard
                  entry={game}
                  onPlay={() => play(game)}
                  favorite={{ on: game.member_favorite === 1, onToggle: () => void toggleFavorite(game) }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
