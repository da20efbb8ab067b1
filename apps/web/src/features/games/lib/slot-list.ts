import type { GameEntry, GameLabel, GameName } from '@playdeck/contract';
import type { SlotTab } from '../components/game-types';

export interface SlotLists {
  /** Every game of the provider (game_label `main`). */
  main: readonly GameEntry[];
  /** The labelled lists (game_label `list`: hot, new, slot). */
  labels: readonly GameLabel[];
  /** The site's most played games of this type (hot-games). */
  popular: readonly GameEntry[];
  /** Ids of the member's last played games, newest first. */
  lastPlayed: readonly number[];
}

/**
 * The games of one slot-list tab, always as the provider's own entries so that favourites agree
 * across tabs; games of other providers (in the site-wide lists) are left out.
 */
export function gamesForTab(tab: SlotTab, lists: SlotLists): GameEntry[] {
  const byId = new Map(lists.main.map((game) => [game.game_id, game]));
  const own = (ids: Iterable<number>) => [...ids].flatMap((id) => byId.get(id) ?? []);
  const labelled = (tag: GameLabel['tag']) =>
    own(lists.labels.find((label) => label.tag === tag)?.game_list.map((g) => g.game_id) ?? []);
  switch (tab) {
    case 'all_game':
      return [...lists.main];
    case 'my_favorite':
      return lists.main.filter((game) => game.member_favorite === 1);
    case 'last_play':
      return own(new Set(lists.lastPlayed));
    case 'popular':
      return own(new Set(lists.popular.map((g) => g.game_id)));
    case 'hot':
      return labelled('hot');
    case 'new':
      return labelled('new');
  }
}

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase().trim();

/** Search by name in any of the game's languages, ignoring case and surrounding spaces. */
export function matchesSearch(name: GameName, search: string): boolean {
  const wanted = fold(search);
  if (!wanted) return true;
  const names = typeof name === 'string' ? [name] : Object.values(name);
  return names.some((n) => fold(n).includes(wanted));
}
