import { GAME_TYPES } from '@playdeck/contract';
import { Link, useParams } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { GAME_TYPE_ICONS, Icon } from '../../../shared/ui/icons';
import { GameGrid } from './game-grid';
import { GAME_TYPE_IDS, asGameType } from './game-types';
import './games.css';

/** /gameHall and /gameHall/{gt_id}: one tab per game type, the type's providers below. */
export default function GameHallPage() {
  const { id } = useParams();
  const selected = asGameType(id) ?? GAME_TYPE_IDS[0];
  const name = selected ? t(`game_type.${GAME_TYPES[selected].name}`) : '';
  return (
    <div className="container page">
      <h1 className="page-title">{t('games.hall_title')}</h1>
      <nav className="tabs game-tabs" aria-label={t('nav.games')}>
        {GAME_TYPE_IDS.map((gt) => (
          <Link key={gt} to={`/gameHall/${gt}`} className="tab" aria-current={gt === selected ? 'page' : undefined}>
            <Icon name={GAME_TYPE_ICONS[gt]} />
            {t(`game_type.${GAME_TYPES[gt].name}`)}
          </Link>
        ))}
      </nav>
      <section className="section" aria-label={name}>
        <div className="section-head">
          <h2 className="section-title">{t('games.providers_of', { type: name })}</h2>
        </div>
        <GameGrid
          icon={selected ? GAME_TYPE_ICONS[selected] : 'grid'}
          title={t('games.providers_empty')}
          description={t('games.providers_empty_text')}
        />
      </section>
    </div>
  );
}
