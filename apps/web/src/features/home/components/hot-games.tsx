import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import './hot-games.css';

/** Hot games grid (hot-games call, a later issue); the empty grid keeps its shape behind the message. */
export function HotGames() {
  return (
    <section className="section" aria-labelledby="home-hot">
      <div className="section-head">
        <h2 id="home-hot" className="section-title">
          {t('home.hot_games')}
        </h2>
      </div>
      <div className="hot-grid">
        <div className="hot-ghosts" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <span key={i} className="hot-ghost" />
          ))}
        </div>
        <EmptyState icon="fire" title={t('home.hot_empty')} description={t('home.hot_empty_text')} />
      </div>
    </section>
  );
}
