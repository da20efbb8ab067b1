import type { RealtimeHub } from '../realtime/types.js';
import type { WalletService } from '../wallet/index.js';
import type { Catalogue } from './catalogue.js';
import type { GameLease } from './game-lease.js';
import type { ProviderClient } from './provider-client.js';
import type { GamesRepo } from './repo.js';
import type { MemberRef, Transfers } from './transfers.js';

/** What opening, leaving and balance-back work with. */
export interface PlayDeps {
  repo: GamesRepo;
  catalogue: Catalogue;
  transfers: Transfers;
  provider: ProviderClient;
  wallet: WalletService;
  realtime: RealtimeHub;
  lease: GameLease;
  /** Issues a seamless game's session token (its bets draw on the member's main balance). */
  seamlessSession: (s: { siteId: number; memberId: number; gpId: string; currency: string }) => string;
}

/** The member's main balance as the page shows it. */
export const mainCash = (deps: Pick<PlayDeps, 'wallet'>, m: MemberRef) =>
  deps.wallet.mainBalance(m.siteId, m.memberId, m.currency);
