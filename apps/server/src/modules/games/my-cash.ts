import type { CashEntry, MyCashReply } from '@playdeck/contract';
import { formatMinor } from '@playdeck/contract';
import type { WalletService } from '../wallet/index.js';
import type { Catalogue } from './catalogue.js';
import type { ProviderClient } from './provider-client.js';
import { playerIdOf } from './provider-client.js';
import type { MemberRef, Transfers } from './transfers.js';

/**
 * The member's wallets (my_cash): main, each active provider of the site, and the total.
 *
 * A provider's balance is read from the provider, except while a transfer with it is settling: then the
 * provider's own figure is mid-move (money sent in is not there yet; money taken out is not home yet),
 * so the entry shows what our books hold for it and says the transfer is pending. The total counts
 * every provider once, falling back to our books when one cannot be read, so money in flight or behind
 * a provider that is down is never shown as gone.
 */
export function createMyCash(deps: {
  catalogue: Catalogue;
  provider: ProviderClient;
  wallet: WalletService;
  transfers: Transfers;
}) {
  /** Each active provider's balance as shown and as counted, with our books. */
  async function read(m: MemberRef) {
    const [c, books, moving] = await Promise.all([
      deps.catalogue.forSite(m.siteId),
      deps.wallet.balances(m.siteId, m.memberId),
      deps.transfers.pendingProviders(m.siteId, m.memberId),
    ]);
    // A seamless provider has no wallet of its own: its games play on the main balance.
    const providers = [...c.providers.values()]
      .filter((p) => p.active && p.walletMode !== 'seamless')
      .sort((a, b) => a.sort - b.sort);
    const rows = await Promise.all(
      providers.map(async (p) => {
        // A provider the member never moved money to holds nothing of theirs: no need to ask it.
        if (!books.has(p.gpId)) return { p, shown: 0n, counted: 0n, booked: 0n, pending: false };
        const booked = books.get(p.gpId) ?? 0n;
        if (moving.has(p.gpId)) return { p, shown: booked, counted: booked, booked, pending: true };
        const playerId = playerIdOf(p.gpId, m.memberId);
        const live = await deps.provider
          .balance({ siteId: m.siteId, playerId, currency: m.currency })
          .catch(() => null);
        return { p, shown: live, counted: live ?? booked, booked, pending: false };
      }),
    );
    return { rows, books };
  }

  async function myCash(m: MemberRef): Promise<MyCashReply> {
    const { rows, books } = await read(m);
    const list: CashEntry[] = rows.map(({ p, shown, pending }) => ({
      gp_id: p.gpId,
      gp_name: p.name,
      is_light: 1,
      icon_light: p.iconLight,
      icon_dark: p.iconDark,
      balance: shown === null ? null : formatMinor(shown, m.currency),
      transfer_pending: pending,
    }));
    const main = books.get('') ?? 0n;
    const total = rows.reduce((sum, r) => sum + r.counted, main);
    return { my_cash_list: list, total: formatMinor(total, m.currency), member_cash: formatMinor(main, m.currency) };
  }

  return {
    myCash,
    /**
     * Wins minus stakes not yet settled in our books: what the providers hold for the member now, less what
     * our books say they hold (a provider that cannot be read, or a transfer settling, counts as nothing).
     */
    async unsettledResult(m: MemberRef): Promise<bigint> {
      const { rows } = await read(m);
      return rows.reduce((sum, r) => sum + (r.counted - r.booked), 0n);
    },
  };
}
