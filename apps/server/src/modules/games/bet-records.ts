import type { BetRecord, BetRecordsReply } from '@playdeck/contract';
import { formatMinor, GAME_CODES, gameNameFor } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { utcDayRange } from '../../lib/utc-days.js';
import type { Catalogue } from './catalogue.js';
import { providerNotAnswering } from './play-errors.js';
import type { ProviderClient, ProviderRounds, RoundsQuery } from './provider-client.js';
import { OutcomeUnknown, playerIdOf, ProviderRefused } from './provider-client.js';
import type { MemberRef } from './transfers.js';

/** The longest range a member may ask for at once (both days counted). */
export const BET_RECORDS_MAX_DAYS = 31;

export interface BetRecordsAsked {
  gp_id: string;
  start_date: string;
  end_date: string;
  page: number;
  count: number;
}

/**
 * The member's bet history at one provider: the rounds as the provider reports them (it alone knows
 * them), named from the site's catalogue where the game is listed. A provider that does not answer in
 * time, or answers something else than its rounds, is the games' "provider unavailable" code (208).
 */
export function createBetRecords(deps: {
  catalogue: Catalogue;
  provider: ProviderClient;
  /** A seamless provider's rounds: our own record of its bets and wins. */
  seamlessRounds: (q: RoundsQuery & { memberId: number; gpId: string }) => Promise<ProviderRounds>;
}) {
  return async function betRecords(m: MemberRef, asked: BetRecordsAsked, locale: string): Promise<BetRecordsReply> {
    // Days are UTC for now (utc-days.ts says why).
    const range = utcDayRange(asked.start_date, asked.end_date, { maxDays: BET_RECORDS_MAX_DAYS });
    const c = await deps.catalogue.forSite(m.siteId);
    const provider = c.providers.get(asked.gp_id);
    if (!provider) throw new ApiError(GAME_CODES.notFound, 'history.err.no_provider');
    const query = {
      siteId: m.siteId,
      memberId: m.memberId,
      gpId: asked.gp_id,
      playerId: playerIdOf(asked.gp_id, m.memberId),
      from: range.from!,
      to: range.to!,
      offset: (asked.page - 1) * asked.count,
      limit: asked.count,
    };
    const rounds = provider.walletMode === 'seamless' ? deps.seamlessRounds : deps.provider.rounds;
    const page = await rounds(query).catch((err: unknown) => {
      if (err instanceof OutcomeUnknown || err instanceof ProviderRefused) throw providerNotAnswering();
      throw err;
    });
    const names = new Map(c.games.filter((g) => g.gpId === asked.gp_id).map((g) => [g.gameCode, g.names]));
    const money = (units: bigint) => formatMinor(units, m.currency);
    const list: BetRecord[] = page.rounds.map((r) => {
      const name = names.get(r.gameCode);
      return {
        round_id: r.roundId,
        game_code: r.gameCode,
        game_name: (name && gameNameFor(name, locale)) || r.gameCode,
        bet: money(r.bet),
        payout: money(r.win),
        net: money(r.win - r.bet),
        played_at: r.playedAt.toISOString(),
      };
    });
    return { list, total: page.total, total_bet: money(page.totalBet), total_payout: money(page.totalWin) };
  };
}

export type BetRecords = ReturnType<typeof createBetRecords>;
