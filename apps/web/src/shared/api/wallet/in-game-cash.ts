import { formatMinor, parseMinor } from '@playdeck/contract';
import { useGameLaunch } from '../../stores/game-launch-store';
import { useSession } from '../../stores/session-store';
import { useMyCash } from './my-cash';

export interface InGameCash {
  /** The providers whose games are open. */
  gpIds: string[];
  /** What their wallets hold, summed; null until the wallet list has been read. */
  amount: string | null;
}

/**
 * While a game is open its play moved the main balance into the provider's wallet, so the main balance
 * reads 0.00: balances show what is in the game instead. Null when no game is open.
 */
export function useInGameCash(): InGameCash | null {
  const games = useGameLaunch((s) => s.games);
  const currency = useSession((s) => s.currency) ?? 'USD';
  const gpIds = [...new Set(games.map((g) => g.gpId))];
  const cash = useMyCash({ enabled: gpIds.length > 0 });
  if (!gpIds.length) return null;
  const entries = cash.data?.my_cash_list.filter((e) => gpIds.includes(e.gp_id)) ?? [];
  if (!cash.data || entries.some((e) => e.balance === null)) return { gpIds, amount: null };
  const sum = entries.reduce((total, e) => total + (parseMinor(e.balance!, currency) ?? 0n), 0n);
  return { gpIds, amount: formatMinor(sum, currency) };
}
