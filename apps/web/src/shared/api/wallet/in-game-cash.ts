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
 * reads 0.00: balances show what is in the game instead. Null when no game is open, or when the open games
 * are seamless (they have no wallet of their own, so no entry in the wallet list: they play on the main
 * balance, which the header shows as each bet and win arrives).
 */
export function useInGameCash(): InGameCash | null {
  const games = useGameLaunch((s) => s.games);
  const currency = useSession((s) => s.currency) ?? 'USD';
  const gpIds = [...new Set(games.map((g) => g.gpId))];
  const cash = useMyCash({ enabled: gpIds.length > 0 });
  if (!gpIds.length) return null;
  if (!cash.data) return { gpIds, amount: null };
  const entries = cash.data.my_cash_list.filter((e) => gpIds.includes(e.gp_id));
  if (entries.length === 0) return null;
  if (entries.some((e) => e.balance === null)) return { gpIds, amount: null };
  const sum = entries.reduce((total, e) => total + (parseMinor(e.balance!, currency) ?? 0n), 0n);
  return { gpIds, amount: formatMinor(sum, currency) };
}
