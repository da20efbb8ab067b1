import type { GameEntry, GameTypeEntry } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { hallTabs, providerAction, selectedTab } from './hall-tabs';

const type = (gt_id: number): GameTypeEntry => ({
  gt_id,
  gt_name: `type ${gt_id}`,
  gt_name_short: '',
  gt_icon: '',
  gt_icon_active: '',
  gp_list: [],
});
const crashGame = { gp_id: 'GP10', game_code: 'crash-classic' } as GameEntry;

describe('game hall tabs', () => {
  it('inserts the crash menu after its game type', () => {
    const tabs = hallTabs([type(2), type(3), type(6), type(7)], {
      after_gt_id: 6,
      gt_name: 'crash',
      gp_list: [crashGame],
    });
    expect(tabs.map((t) => t.id)).toEqual([2, 3, 6, 'crash', 7]);
    expect(
      hallTabs([type(2), type(3), type(6)], { after_gt_id: 3, gt_name: 'crash', gp_list: [] }).map((t) => t.id),
    ).toEqual([2, 3, 'crash', 6]);
    expect(hallTabs([type(2)], null).map((t) => t.id)).toEqual([2]);
    expect(hallTabs([type(2)], { after_gt_id: 6, gt_name: 'crash', gp_list: [] }).map((t) => t.id)).toEqual([
      2,
      'crash',
    ]);
  });

  it('selects the crash menu, a type, or the first tab', () => {
    const tabs = hallTabs([type(2), type(6)], { after_gt_id: 6, gt_name: 'crash', gp_list: [] });
    expect(selectedTab(tabs, undefined, 'crash')?.id).toBe('crash');
    expect(selectedTab(tabs, '6', null)?.id).toBe(6);
    expect(selectedTab(tabs, '8', null)).toBeUndefined();
    expect(selectedTab(tabs, undefined, null)?.id).toBe(2);
  });

  it('sends slot providers to their list and launches the others', () => {
    expect(providerAction({ gt_id: 2, gp_id: 'GP01', house: '' }, 'mobile')).toEqual({
      kind: 'list',
      to: '/slotgame?gt_id=2&gp_id=GP01&house=',
    });
    expect(providerAction({ gt_id: 2, gp_id: 'GP01', house: 'h' }, 'desktop')).toEqual({
      kind: 'list',
      to: '/gameRoom?gt_id=2&gp_id=GP01&house=h',
    });
    expect(providerAction({ gt_id: 2, gp_id: 'GP01', house: '' }, 'desktop', false)).toMatchObject({
      to: expect.stringMatching(/^\/slotgame\?/),
    });
    expect(providerAction({ gt_id: 3, gp_id: 'GP03', house: '' }, 'desktop')).toEqual({ kind: 'launch' });
  });
});
