import type { GameTypeId } from '@playdeck/contract';
import { GAME_TYPES } from '@playdeck/contract';

export const GAME_TYPE_IDS = Object.keys(GAME_TYPES).map(Number) as GameTypeId[];

export function asGameType(value: string | null | undefined): GameTypeId | undefined {
  const id = Number(value);
  return GAME_TYPE_IDS.find((known) => known === id);
}

/** The slot list's own tabs: the three game-list tabs plus popular, hot and new. */
export const SLOT_TABS = ['all_game', 'my_favorite', 'last_play', 'popular', 'hot', 'new'] as const;
export type SlotTab = (typeof SLOT_TABS)[number];
