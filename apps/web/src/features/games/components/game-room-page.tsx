import { GAME_TYPES } from '@playdeck/contract';
import { Link } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { GameArt } from '../../../shared/ui/games/game-art';
import { entryName } from '../../../shared/ui/games/game-card';
import { GameGrid } from './game-grid';
import { asGameType } from './game-types';
import { SlotList } from './slot-list';
import { useProviderPage } from './use-provider';
import './games.css';

/** /gameRoom?gt_id&gp_id&house: the desktop game room for slots, the type's providers on the side. */
export default function GameRoomPage() {
  const page = useProviderPage();
  const { siblings, crash } = page;
  const gtId = page.provider?.gtId ?? 2;
  // Without a provider in the address the room opens on the type's first one.
  const first = siblings[0];
  const provider = page.provider ?? (first && { gpId: first.gp_id, gtId, house: first.house });
  const name = page.name ?? (first && !page.provider ? entryName(first) : undefined);
  const type = t(`game_type.${GAME_TYPES[asGameType(String(gtId)) ?? 2].name}`);
  return (
    <div className="container page game-room">
      <aside className="card game-room-side" aria-labelledby="room-providers">
        <h2 id="room-providers" className="game-room-side-title">
          {t('games.providers')}
        </h2>
        {siblings.length === 0 ? (
          <EmptyState icon="grid" title={t('games.providers_empty')} compact />
        ) : (
          <ul className="room-providers">
            {siblings.map((entry) => {
              const query = new URLSearchParams({ gt_id: String(gtId), gp_id: entry.gp_id, house: entry.house });
              return (
                <li key={entry.gp_id}>
                  <Link
                    to={`/gameRoom?${query}`}
                    className="room-provider"
                    aria-current={entry.gp_id === provider?.gpId ? 'page' : undefined}
                  >
                    <GameArt light={entry.icon_light} dark={entry.icon_dark} name={entryName(entry)} />
                    <span>{entryName(entry)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </aside>
      <section className="game-room-main" aria-labelledby="room-title">
        <h1 id="room-title" className="page-title">
          {name ? t('games.provider_games', { provider: name }) : t('games.room_title', { type })}
        </h1>
        {provider ? (
          <SlotList key={`${provider.gpId}:${provider.gtId}:${provider.house}`} provider={provider} crash={crash} />
        ) : (
          <GameGrid icon="slot" title={t('games.choose_provider')} />
        )}
      </section>
    </div>
  );
}
