import { and, desc, eq, sql } from 'drizzle-orm';
import type { BalanceBackReply, PlayReply } from '@playdeck/contract';
import { BALANCE_BACK_CODES, channels, formatMinor, GAME_CODES } from '@playdeck/contract';
import type { Db } from '../../db/client.js';
import { lastPlayedGames, openGames, wallets } from '../../db/schema/index.js';
import { ApiError } from '../../lib/envelope.js';
import type { RealtimeHub } from '../realtime/hub.js';
import type { WalletService } from '../wallet/service.js';
import type { Catalogue, GameRow } from './catalogue.js';
import { inMaintenance, maintenanceOf } from './catalogue.js';
import { createMyCash } from './my-cash.js';
import type { ProviderClient } from './provider-client.js';
import { OutcomeUnknown, playerIdOf, ProviderRefused } from './provider-client.js';
import type { MemberRef, TransferResult, Transfers } from './transfers.js';
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

/**
 * Opening and leaving games, and bringing balances back (R§4, R§5): the member's main balance goes
 * into the game's provider before the game opens and comes back when the member leaves.
 */
export function createPlayService(deps: {
  db: Db;
  catalogue: Catalogue;
  transfers: Transfers;
  provider: ProviderClient;
  wallet: WalletService;
  realtime: RealtimeHub;
}) {
  const { db, catalogue, transfers } = deps;

  const cash = (m: MemberRef) => deps.wallet.mainBalance(m.siteId, m.memberId, m.currency);

  /** Providers this member has a wallet with (has ever transferred to). */
  async function providerWallets(m: MemberRef): Promise<string[]> {
    const rows = await db
      .select({ provider: wallets.provider })
      .from(wallets)
      .where(and(eq(wallets.siteId, m.siteId), eq(wallets.memberId, m.memberId), sql`${wallets.provider} <> ''`));
    return rows.map((r) => r.provider);
  }

  async function findGame(m: MemberRef, r: PlayRequest): Promise<GameRow> {
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
    if (!game || !provider?.active) throw new ApiError(GAME_CODES.notFound, 'game not found');
    if (inMaintenance(provider)) {
      throw new ApiError(GAME_CODES.maintenance, 'platform maintenance', 200, maintenanceOf(provider));
    }
    if (game.supportDevice !== 0 && game.supportDevice !== r.device) {
      throw new ApiError(GAME_CODES.wrongDevice, 'this game does not run on this device');
    }
    return game;
  }

  const pendingError = () =>
    new ApiError(GAME_CODES.transferPending, 'a transfer is still settling; try again in a moment');
  /** A provider that is slow or down is a business outcome: nothing moved, the member may try again. */
  const notAnswering = () =>
    new ApiError(GAME_CODES.providerUnavailable, 'the game provider is not answering; try again in a moment');

  /** Brings back every other provider's balance first: the member plays with everything in one place. */
  async function gatherFromOthers(m: MemberRef, gpId: string): Promise<void> {
    for (const other of await providerWallets(m)) {
      if (other === gpId) continue;
      const provider = (await catalogue.forSite(m.siteId)).providers.get(other);
      if (provider && inMaintenance(provider)) continue;
      const result = await transfers.transferOut(m, other).catch((err: unknown) => {
        if (err instanceof TransferBusy) throw pendingError();
        if (err instanceof OutcomeUnknown) throw notAnswering();
        throw err;
      });
      if (result.state === 'pending') throw pendingError();
    }
  }

  async function moveIn(m: MemberRef, gpId: string): Promise<TransferResult> {
    try {
      return await transfers.transferIn(m, gpId);
    } catch (err) {
      if (err instanceof TransferBusy) throw pendingError();
      // Creating the player failed: the money has not left the main wallet.
      if (err instanceof OutcomeUnknown || err instanceof ProviderRefused) throw notAnswering();
      throw err;
    }
  }

  async function play(m: PlayMember, r: PlayRequest): Promise<PlayReply> {
    const game = await findGame(m, r);
    const provider = (await catalogue.forSite(m.siteId)).providers.get(game.gpId)!;
    if (await transfers.hasPending(m.siteId, m.memberId)) throw pendingError();
    await gatherFromOthers(m, game.gpId);

    let transferred = 0n;
    if (provider.transferEnabled) {
      const result = await moveIn(m, game.gpId);
      if (result.state === 'pending') {
        throw new ApiError(
          GAME_CODES.providerUnavailable,
          'the game provider did not answer; your balance will be settled shortly',
        );
      }
      if (result.state === 'failed') {
        throw new ApiError(GAME_CODES.providerUnavailable, 'the game provider refused the transfer; try again later');
      }
      if (result.state === 'settled') transferred = result.transfer.amount;
    } else {
      deps.realtime.publish(channels.member(m.memberId), 'forward_game.status', {
        code: GAME_CODES.transferDisabled,
        message: 'transfer disabled',
      });
    }

    let url: string;
    try {
      await transfers.ensurePlayer(m, game.gpId);
      url = await deps.provider.launch({
        siteId: m.siteId,
        playerId: playerIdOf(game.gpId, m.memberId),
        gameCode: game.gameCode,
        lobbyUrl: lobbyFor(r),
      });
    } catch (err) {
      if (err instanceof ProviderRefused || err instanceof OutcomeUnknown) {
        // The money (if any) is at the provider; leave or balance-back brings it home.
        throw new ApiError(GAME_CODES.providerUnavailable, 'the game provider could not open the game; try again');
      }
      throw err;
    }
    await db
      .insert(openGames)
      .values({ siteId: m.siteId, memberId: m.memberId, gpId: game.gpId, gameId: game.id })
      .onConflictDoUpdate({
        target: [openGames.siteId, openGames.memberId],
        set: { gpId: game.gpId, gameId: game.id, openedAt: sql`now()` },
      });
    await db
      .insert(lastPlayedGames)
      .values({ siteId: m.siteId, memberId: m.memberId, gameId: game.id })
      .onConflictDoUpdate({
        target: [lastPlayedGames.siteId, lastPlayedGames.memberId, lastPlayedGames.gameId],
        set: { playedAt: sql`now()` },
      });
    deps.realtime.publish(channels.member(m.memberId), 'game.url', {
      url,
      gp_id: game.gpId,
      game_code: game.gameCode,
    });
    return { game_url: url, member_cash: await cash(m), transferred: formatMinor(transferred, m.currency) };
  }

  /** Brings back one provider's balance (or every provider's); errors carry the 101–105 codes. */
  async function bringBack(m: MemberRef, only?: string): Promise<BalanceBackReply & { minor: bigint }> {
    if (await transfers.hasPending(m.siteId, m.memberId)) {
      throw new ApiError(BALANCE_BACK_CODES.inProgress, 'a balance-back is already in progress');
    }
    const c = await catalogue.forSite(m.siteId);
    const targets = only ? [only] : await providerWallets(m);
    let amount = 0n;
    let skippedForMaintenance = false;
    let unavailable = false;
    for (const gpId of targets) {
      const provider = c.providers.get(gpId);
      if (provider && inMaintenance(provider)) {
        skippedForMaintenance = true;
        continue;
      }
      try {
        const result = await transfers.transferOut(m, gpId);
        if (result.state === 'settled') amount += result.transfer.amount;
        if (result.state === 'pending') unavailable = true;
      } catch (err) {
        if (err instanceof TransferBusy) throw new ApiError(BALANCE_BACK_CODES.inProgress, 'in progress');
        if (err instanceof OutcomeUnknown) unavailable = true;
        else throw err;
      }
    }
    if (amount === 0n && unavailable) {
      throw new ApiError(BALANCE_BACK_CODES.providerUnavailable, 'a game provider did not answer; try again later');
    }
    if (amount === 0n && skippedForMaintenance) {
      throw new ApiError(BALANCE_BACK_CODES.maintenance, 'a game provider is under maintenance');
    }
    return { member_cash: await cash(m), amount: formatMinor(amount, m.currency), minor: amount };
  }

  async function openGame(m: MemberRef) {
    const rows = await db
      .select()
      .from(openGames)
      .where(and(eq(openGames.siteId, m.siteId), eq(openGames.memberId, m.memberId)));
    return rows[0];
  }

  return {
    play,
    openGame,
    notAnswering,

    /** Closes the member's game and brings its provider's balance back (R§4: leave). */
    async leave(m: MemberRef, gpId?: string): Promise<BalanceBackReply> {
      const open = await openGame(m);
      await db.delete(openGames).where(and(eq(openGames.siteId, m.siteId), eq(openGames.memberId, m.memberId)));
      const provider = gpId ?? open?.gpId;
      try {
        const { minor: _minor, ...reply } = await bringBack(m, provider);
        return reply;
      } catch (err) {
        // Leaving always succeeds for the page; a balance that could not come back yet stays where it
        // is (the reconciler or the next balance-back settles it) and the page shows the main balance.
        if (err instanceof ApiError && err.code !== BALANCE_BACK_CODES.inProgress) {
          return { member_cash: await cash(m), amount: formatMinor(0n, m.currency) };
        }
        throw err;
      }
    },

    /** One-click balance back (S§7 balance_get_back, R§7 balance/all/back). */
    async balanceBack(m: MemberRef, all: boolean): Promise<BalanceBackReply> {
      if (await openGame(m)) throw new ApiError(BALANCE_BACK_CODES.playing, 'a game is open; close it first');
      const { minor, ...reply } = await bringBack(m);
      if (minor === 0n) throw new ApiError(BALANCE_BACK_CODES.nothingToBring, 'there is no balance to bring back');
      if (all) deps.realtime.publish(channels.member(m.memberId), 'all_transfer_back', {});
      return reply;
    },

    myCash: createMyCash({ catalogue, provider: deps.provider, wallet: deps.wallet, transfers }),

    async lastPlayed(m: MemberRef): Promise<number[]> {
      const rows = await db
        .select({ gameId: lastPlayedGames.gameId })
        .from(lastPlayedGames)
        .where(and(eq(lastPlayedGames.siteId, m.siteId), eq(lastPlayedGames.memberId, m.memberId)))
        .orderBy(desc(lastPlayedGames.playedAt))
        .limit(30);
      return rows.map((r) => r.gameId);
    },
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
