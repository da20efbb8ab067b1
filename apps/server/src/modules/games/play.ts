import type { PlayReply } from '@playdeck/contract';
import { channels, formatMinor, GAME_CODES } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { Catalogue, GameRow } from './catalogue.js';
import { inMaintenance, maintenanceOf } from './catalogue.js';
import type { PlayDeps } from './play-deps.js';
import { mainCash } from './play-deps.js';
import { providerNotAnswering, transferPending } from './play-errors.js';
import { OutcomeUnknown, playerIdOf, ProviderRefused } from './provider-client.js';
import type { MemberRef, TransferResult } from './transfers.js';
import { TransferBusy } from './transfers.js';

export interface PlayMember extends MemberRef {
  account: string;
}

export interface PlayRequest {
  gpId: string;
  gtId: number;
  gameCode: string;
  house?: string;
  device: 1 | 2;
  lobbyUrl?: string;
  /** This site's origin (scheme and host of the call): the provider sends the member back there. */
  origin: string;
}

/** The lobby a provider returns members to: a path on this site only (never another host), made absolute. */
const lobbyFor = (r: PlayRequest) =>
  `${r.origin}${r.lobbyUrl && /^\/(?!\/)[\w\-./?=&%]*$/.test(r.lobbyUrl) ? r.lobbyUrl : '/close'}`;

/** The game asked for, when this member may open it now. */
async function findGame(catalogue: Catalogue, m: MemberRef, r: PlayRequest): Promise<GameRow> {
  const c = await catalogue.forSite(m.siteId);
  const game = c.games.find(
    (g) =>
      g.gpId === r.gpId &&
      g.gtId === r.gtId &&
      g.gameCode === r.gameCode &&
      (!r.house || g.house === r.house) &&
      (g.currencies.length === 0 || g.currencies.includes(m.currency)),
  );
  const provider = c.providers.get(r.gpId);
  if (!game || !provider?.active) throw new ApiError(GAME_CODES.notFound, 'games.not_found');
  if (inMaintenance(provider)) {
    throw new ApiError(GAME_CODES.maintenance, 'pg.maintain.general', 200, maintenanceOf(provider));
  }
  if (game.supportDevice !== 0 && game.supportDevice !== r.device) {
    throw new ApiError(GAME_CODES.wrongDevice, 'games.wrong_device');
  }
  return game;
}

/**
 * The game's address at the provider, for this member. A seamless provider gets a session token instead of
 * a player wallet: its bets come to our wallet API.
 */
async function launch(deps: PlayDeps, m: MemberRef, game: GameRow, r: PlayRequest, seamless: boolean) {
  try {
    if (!seamless) await deps.transfers.ensurePlayer(m, game.gpId);
    const session = { siteId: m.siteId, memberId: m.memberId, gpId: game.gpId, currency: m.currency };
    return await deps.provider.launch({
      siteId: m.siteId,
      gpId: game.gpId,
      playerId: playerIdOf(game.gpId, m.memberId),
      currency: m.currency,
      gameCode: game.gameCode,
      lobbyUrl: lobbyFor(r),
      ...(seamless ? { session: deps.seamlessSession(session) } : {}),
    });
  } catch (err) {
    if (err instanceof ProviderRefused || err instanceof OutcomeUnknown) {
      // The money (if any) is at the provider; leave or balance-back brings it home.
      throw new ApiError(GAME_CODES.providerUnavailable, 'pg.start_failed');
    }
    throw err;
  }
}

/**
 * Opening a game: every other provider's balance comes back first, then the member's main
 * balance goes into the game's provider (a seamless provider's bets draw on it where it is), then the
 * provider opens the game.
 */
export function createPlay(deps: PlayDeps) {
  const { catalogue, transfers } = deps;

  /** Brings back every other provider's balance first: the member plays with everything in one place. */
  async function gatherFromOthers(m: MemberRef, gpId: string): Promise<void> {
    for (const other of await deps.wallet.providerWallets(m.siteId, m.memberId)) {
      if (other === gpId) continue;
      const provider = (await catalogue.forSite(m.siteId)).providers.get(other);
      if (provider && inMaintenance(provider)) continue;
      const result = await transfers.transferOut(m, other).catch((err: unknown) => {
        if (err instanceof TransferBusy) throw transferPending();
        if (err instanceof OutcomeUnknown) throw providerNotAnswering();
        throw err;
      });
      if (result.state === 'pending') throw transferPending();
    }
  }

  async function moveIn(m: MemberRef, gpId: string): Promise<TransferResult> {
    try {
      return await transfers.transferIn(m, gpId);
    } catch (err) {
      if (err instanceof TransferBusy) throw transferPending();
      // Creating the player failed: the money has not left the main wallet.
      if (err instanceof OutcomeUnknown || err instanceof ProviderRefused) throw providerNotAnswering();
      throw err;
    }
  }

  /** The transferred amount, or a coded error when the provider did not take the balance. */
  async function transferInFor(m: MemberRef, game: GameRow, transferEnabled: boolean): Promise<bigint> {
    if (!transferEnabled) {
      deps.realtime.publish(channels.member(m.memberId), 'forward_game.status', {
        code: GAME_CODES.transferDisabled,
        message: 'transfer disabled',
      });
      return 0n;
    }
    const result = await moveIn(m, game.gpId);
    if (result.state === 'pending') {
      throw new ApiError(GAME_CODES.providerUnavailable, 'games.provider_pending');
    }
    if (result.state === 'failed') {
      throw new ApiError(GAME_CODES.providerUnavailable, 'games.provider_refused');
    }
    return result.state === 'settled' ? result.transfer.amount : 0n;
  }

  return async function play(m: PlayMember, r: PlayRequest): Promise<PlayReply> {
    const game = await findGame(catalogue, m, r);
    const provider = (await catalogue.forSite(m.siteId)).providers.get(game.gpId)!;
    if (await transfers.hasPending(m.siteId, m.memberId)) throw transferPending();
    // A launch takes the member's balance into the game: asked before anything moves, once per launch.
    const { siteId, memberId, currency } = m;
    await deps.wallet.beforeMoney.run({ move: 'game_launch', siteId, memberId, currency, amount: null });
    await gatherFromOthers(m, game.gpId);
    const seamless = provider.walletMode === 'seamless';
    const transferred = seamless ? 0n : await transferInFor(m, game, provider.transferEnabled);
    const url = await launch(deps, m, game, r, seamless);
    await deps.repo.recordOpened(m, game);
    deps.realtime.publish(channels.member(m.memberId), 'game.url', {
      url,
      gp_id: game.gpId,
      game_code: game.gameCode,
    });
    return { game_url: url, member_cash: await mainCash(deps, m), transferred: formatMinor(transferred, m.currency) };
  };
}
