import type { CrashMenuReply, GameEntry, GameTypeEntry } from '@playdeck/contract';
import { GAME_TYPES, isGameTypeId } from '@playdeck/contract';
import { GAME_ROOM_ON_DESKTOP } from '../../../shared/config/games';
import type { LayoutMode } from '../../../shared/lib/device';

export const CRASH_TAB = 'crash';

export interface HallTab {
  /** The game type id, or 'crash' for the crash menu. */
  id: number | typeof CRASH_TAB;
  /** Message key of a known type, or the server's name. */
  labelKey?: string;
  label: string;
  entries: GameEntry[];
  to: string;
}

/**
 * The hall's tabs in the order of the game list, with the crash menu (when the site has one) inserted
 * right after its game type, 3 or 6.
 */
export function hallTabs(types: readonly GameTypeEntry[], crash: CrashMenuReply['menu'] | undefined): HallTab[] {
  const tabs: HallTab[] = [];
  for (const type of types) {
    tabs.push({
      id: type.gt_id,
      labelKey: isGameTypeId(type.gt_id) ? `game_type.${GAME_TYPES[type.gt_id].name}` : undefined,
      label: type.gt_name,
      entries: type.gp_list,
      to: `/gameHall/${type.gt_id}`,
    });
    if (crash && type.gt_id === crash.after_gt_id) tabs.push(crashTab(crash));
  }
  // The type it follows may be missing for this currency: the menu then closes the row.
  if (crash && !tabs.some((tab) => tab.id === CRASH_TAB)) tabs.push(crashTab(crash));
  return tabs;
}

function crashTab(crash: NonNullable<CrashMenuReply['menu']>): HallTab {
  return {
    id: CRASH_TAB,
    labelKey: 'games.crash',
    label: crash.gt_name,
    entries: crash.gp_list,
    to: '/gameHall?menu=crash',
  };
}

/** The tab a hall address asks for: the crash menu, a type id, else the first tab. */
export function selectedTab(
  tabs: readonly HallTab[],
  id: string | undefined,
  menu: string | null,
): HallTab | undefined {
  if (menu === CRASH_TAB) {
    const crash = tabs.find((tab) => tab.id === CRASH_TAB);
    if (crash) return crash;
  }
  if (id !== undefined) return tabs.find((tab) => String(tab.id) === id);
  return tabs[0];
}

export type ProviderAction = { kind: 'list'; to: string } | { kind: 'launch' };

/**
 * A provider card: a slot provider opens its game list, in the desktop game room or the full-screen
 * /slotgame list on mobile; every other provider's card launches its lobby.
 */
export function providerAction(
  entry: Pick<GameEntry, 'gt_id' | 'gp_id' | 'house'>,
  mode: LayoutMode,
  gameRoom = GAME_ROOM_ON_DESKTOP,
): ProviderAction {
  if (entry.gt_id !== 2) return { kind: 'launch' };
  const query = new URLSearchParams({ gt_id: String(entry.gt_id), gp_id: entry.gp_id, house: entry.house });
  return { kind: 'list', to: `${mode === 'desktop' && gameRoom ? '/gameRoom' : '/slotgame'}?${query}` };
}
