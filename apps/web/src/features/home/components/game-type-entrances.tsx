import type { GameTypeId } from '@playdeck/contract';
import { GAME_TYPES } from '@playdeck/contract';
import { Link } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { GAME_TYPE_ICONS, Icon } from '../../../shared/ui/icons';
import './entrances.css';

const IDS = Object.keys(GAME_TYPES).map(Number) as GameTypeId[];

/** One entrance per game type, each opening that game-hall tab. */
export function GameTypeEntrances() {
  return (
    <section className="section" aria-labelledby="home-types">
      <div className="section-head">
        <h2 id="home-types" className="section-title">
          {t('home.game_types')}
        </h2>
      </div>
      <ul className="entrances">
        {IDS.map((id) => (
          <li key={id}>
            <Link to={`/gameHall/${id}`} className={`entrance entrance--${GAME_TYPES[id].name}`}>
              <span className="entrance-icon">
                <Icon name={GAME_TYPE_ICONS[id]} />
              </span>
              <span className="entrance-name">{t(`game_type.${GAME_TYPES[id].name}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
