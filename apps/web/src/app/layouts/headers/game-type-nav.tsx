import type { GameTypeId } from '@playdeck/contract';
import { GAME_TYPES } from '@playdeck/contract';
import { NavLink } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { GAME_TYPE_ICONS, Icon } from '../../../shared/ui/icons';

export const GAME_TYPE_IDS = Object.keys(GAME_TYPES).map(Number) as GameTypeId[];

/** Home plus one entry per game type, each opening its game hall tab. */
export function GameTypeNav({ className, icons = true }: { className: string; icons?: boolean }) {
  return (
    <nav className={className} aria-label={t('nav.games')}>
      <NavLink to="/" end className="nav-item">
        {icons && <Icon name="home" />}
        <span>{t('nav.home')}</span>
      </NavLink>
      {GAME_TYPE_IDS.map((id) => (
        <NavLink key={id} to={`/gameHall/${id}`} className="nav-item">
          {icons && <Icon name={GAME_TYPE_ICONS[id]} />}
          <span>{t(`game_type.${GAME_TYPES[id].name}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
