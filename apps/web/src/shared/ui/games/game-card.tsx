import type { GameEntry, GameTag } from '@playdeck/contract';
import { gameNameFor } from '@playdeck/contract';
import { currentLocale, t } from '../../i18n/translate';
import { Icon } from '../icons';
import { GameArt } from './game-art';
import './game-card.css';

/** A game's name in the page's language, falling back to en_US (or any name it has), then to the provider's. */
export function entryName(entry: Pick<GameEntry, 'game_name' | 'gp_gt_name'>): string {
  return gameNameFor(entry.game_name, currentLocale()) || entry.gp_gt_name;
}

/** Whether the provider is in maintenance right now (a planned window does not count yet). */
export function inMaintenance(entry: Pick<GameEntry, 'maintenance'>, now = Date.now()): boolean {
  const interval = entry.maintenance;
  if (!interval) return false;
  return Date.parse(interval.start_at) <= now && now < Date.parse(interval.end_at);
}

const TAG_BADGES: GameTag[] = ['hot', 'new'];

export interface GameCardProps {
  entry: GameEntry;
  onPlay: () => void;
  /** The favourite heart (slot lists); omitted where favourites do not apply. */
  favorite?: { on: boolean; onToggle: () => void };
  /** A second line under the name (the provider on mixed lists). */
  subtitle?: string;
  /** Shows the hot / new badges. */
  tags?: boolean;
}

/** A game or provider tile: artwork, name, badges; the whole tile plays, the heart toggles a favourite. */
export function GameCard({ entry, onPlay, favorite, subtitle, tags = true }: GameCardProps) {
  const name = entryName(entry);
  const maintenance = inMaintenance(entry);
  const badges = tags ? TAG_BADGES.filter((tag) => entry.tags?.includes(tag)) : [];
  return (
    <div className={`game-card${maintenance ? ' game-card--maintenance' : ''}${favorite ? ' game-card--fav' : ''}`}>
      <button type="button" className="game-card-play" onClick={onPlay} title={name}>
        <GameArt light={entry.icon_light} dark={entry.icon_dark} name={name} />
        <span className="game-card-name">{name}</span>
        {subtitle && <span className="game-card-sub">{subtitle}</span>}
        <span className="game-card-hover" aria-hidden="true">
          <Icon name="play" />
        </span>
      </button>
      <span className="game-card-badges">
        {maintenance && <span className="game-badge game-badge--maintenance">{t('games.maintenance')}</span>}
        {badges.map((tag) => (
          <span key={tag} className={`game-badge game-badge--${tag}`}>
            {t(`games.tag.${tag}`)}
          </span>
        ))}
      </span>
      {favorite && (
        <button
          type="button"
          className="game-card-fav"
          aria-pressed={favorite.on}
          aria-label={t(favorite.on ? 'games.favorite_remove' : 'games.favorite_add', { name })}
          title={t(favorite.on ? 'games.favorite_remove' : 'games.favorite_add', { name })}
          onClick={favorite.onToggle}
        >
          <Icon name="heart" />
        </button>
      )}
    </div>
  );
}
