import type { GameEntry } from '@playdeck/contract';
import { useSearchParams } from 'react-router';
import { entryName } from '../../../shared/ui/games/game-card';
import { useCrashMenu } from '../api/crash-menu';
import type { ProviderRef } from '../api/game-label';
import { useGameList } from '../api/game-list';
import { asGameType } from './game-types';

export interface ProviderPage {
  /** The provider the address names (gt_id, gp_id, house), if it names one. */
  provider: ProviderRef | undefined;
  /** Its name for the title, once the hall list is known. */
  name: string | undefined;
  /** The other providers of the same game type (the game room's side list). */
  siblings: GameEntry[];
  crash: boolean;
}

/** Reads /slotgame and /gameRoom's query: gt_id, gp_id, house, and isCrashGame. */
export function useProviderPage(): ProviderPage {
  const [query] = useSearchParams();
  const list = useGameList();
  const crashMenu = useCrashMenu();
  const gtId = asGameType(query.get('gt_id')) ?? 2;
  const gpId = query.get('gp_id') ?? '';
  const crash = query.get('isCrashGame') === '1' || query.get('isCrashGame') === 'true';
  const siblings = list.data?.find((type) => type.gt_id === gtId)?.gp_list ?? [];
  const entry = [...siblings, ...(crashMenu.data?.gp_list ?? [])].find((e) => e.gp_id === gpId);
  return {
    provider: gpId ? { gpId, gtId, house: query.get('house') ?? '' } : undefined,
    name: entry ? entryName(entry) : undefined,
    siblings,
    crash,
  };
}
