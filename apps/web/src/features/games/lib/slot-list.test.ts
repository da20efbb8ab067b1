import type { GameEntry } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { gamesForTab, matchesSearch } from './slot-list';

const game = (game_id: number, member_favorite: 0 | 1 = 0, gp_id = 'GP01') =>
  ({ game_id, member_favorite, gp_id, game_name: { en_US: `Game ${game_id}` } }) as unknown as GameEntry;

const main = [game(1), game(2, 1), game(3), game(4, 1)];
const lists = {
  main,
  labels: [
    { id: 1, tag: 'hot' as const, game_list: [game(3), game(1)] },
    { id: 2, tag: 'new' as const, game_list: [game(4)] },
  ],
  popular: [game(9, 0, 'GP02'), game(2), game(3)],
  lastPlayed: [4, 99, 1, 4],
};

describe('slot list tabs', () => {
  it('gives every tab its games, as the provider entries', () => {
    const ids = (tab: Parameters<typeof gamesForTab>[0]) => gamesForTab(tab, lists).map((g) => g.game_id);
    expect(ids('all_game')).toEqual([1, 2, 3, 4]);
    expect(ids('my_favorite')).toEqual([2, 4]);
    expect(ids('last_play')).toEqual([4, 1]);
    expect(ids('popular')).toEqual([2, 3]);
    expect(ids('hot')).toEqual([3, 1]);
    expect(ids('new')).toEqual([4]);
  });

  it('searches names in every language', () => {
    expect(matchesSearch({ en_US: 'Dragon Gold', zh_CN: '金龙' }, ' dragon ')).toBe(true);
    expect(matchesSearch({ en_US: 'Dragon Gold', zh_CN: '金龙' }, '金')).toBe(true);
    expect(matchesSearch('Lucky Sevens', 'gold')).toBe(false);
    expect(matchesSearch('Lucky Sevens', '')).toBe(true);
  });
});
