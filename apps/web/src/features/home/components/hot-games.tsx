import { Suspense, lazy } from 'react';
import { useHotGames } from '../../../shared/api/games/hot-games';
import { t } from '../../../shared/i18n/translate';
import { useLayout } from '../../../shared/stores/layout-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import './hot-games.css';

const HotGamesList = lazy(() => import('./hot-games-list'));

/** One full row on desktop (8 columns), two on phones (3 columns). */
const SHOWN = { desktop: 8, mobile: 6 } as const;

/** The site's hot games (hot-games); a tile launches the game (visitors are asked to log in). */
export function HotGames() {
  const hot = useHotGames();
  const mode = useLayout((s) => s.mode);
  const games = (hot.data ?? []).slice(0, SHOWN[mode]);
  const placeholder = (
    <div className="hot-grid" aria-busy={hot.isPending || games.length > 0}>
      <div className="hot-ghosts" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className="hot-ghost" />
        ))}
      </div>
      {!hot.isPending && games.length === 0 && (
        <EmptyState icon="fire" title={t('home.hot_empty')} description={t('home.hot_empty_text')} />
      )}
    </div>
  );
  return (
    <section className="section" aria-labelledby="home-hot">
      <div className="section-head">
        <h2 id="home-hot" className="section-title">
          {t('home.hot_games')}
        </h2>
      </div>
      {games.length > 0 ? (
        <Suspense fallback={placeholder}>
          <HotGamesList games={games} labelledBy="home-hot" />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
