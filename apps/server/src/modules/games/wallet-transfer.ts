import { createHash } from 'node:crypto';
import { formatMinor, MEMBER_CENTRE_CODES as CODES, parseMinor } from '@playdeck/contract';
import type { walletTransferRequest, WalletTransferReply } from '@playdeck/contract';
import type { z } from 'zod';
import { ApiError } from '../../lib/envelope.js';
import { inMaintenance } from './catalogue.js';
import type { PlayDeps } from './play-deps.js';
import { OutcomeUnknown } from './provider-client.js';
import type { MemberRef, TransferResult, TransferRow } from './transfers.js';
import { TransferBusy } from './transfers.js';

type TransferBody = z.output<typeof walletTransferRequest>;

/** The same member's same request id is the same transfer: a repeat or a double submit moves money once. */
function transferIdOf(m: MemberRef, requestId: string): string {
  const h = createHash('sha256').update(`wallet-transfer\0${m.siteId}\0${m.memberId}\0${requestId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * MyWallet: an exact amount between the main wallet and one provider, either way, through the
 * same recorded transfers as a game launch (intent first, the provider called outside any transaction,
 * an unknown outcome left pending for the reconciler). Refused while that provider's game is open: the
 * game would show a balance that no longer exists.
 */
export function createWalletTransfer(deps: PlayDeps) {
  const { transfers } = deps;

  async function reply(m: MemberRef, t: TransferRow, state: 'settled' | 'pending'): Promise<WalletTransferReply> {
    const books = await deps.wallet.balances(m.siteId, m.memberId);
    return {
      member_cash: formatMinor(books.get('') ?? 0n, m.currency),
      gp_id: t.gpId,
      provider_cash: formatMinor(books.get(t.gpId) ?? 0n, m.currency),
      state,
    };
  }

  async function outcome(m: MemberRef, result: TransferResult): Promise<WalletTransferReply> {
    if (result.state === 'nothing') throw new ApiError(CODES.transferInsufficient, 'transfer.err.insufficient');
    if (result.state === 'failed') throw new ApiError(CODES.transferProviderUnavailable, 'games.provider_refused');
    return reply(m, result.transfer, result.state);
  }

  /** A transfer already made under this request id: what became of it. */
  async function replay(m: MemberRef, id: string): Promise<WalletTransferReply | undefined> {
    const t = await transfers.find(id);
    if (!t || t.siteId !== m.siteId || t.memberId !== m.memberId) return undefined;
    if (t.status === 'failed') throw new ApiError(CODES.transferProviderUnavailable, 'games.provider_refused');
    return reply(m, t, t.status === 'pending' ? 'pending' : 'settled');
  }

  return async function walletTransfer(m: MemberRef, body: TransferBody): Promise<WalletTransferReply> {
    const amount = parseMinor(body.amount, m.currency);
    if (amount === undefined || amount <= 0n) {
      throw new ApiError(CODES.transferAmountInvalid, 'transfer.err.amount');
    }
    const id = transferIdOf(m, body.request_id);
    const before = await replay(m, id);
    if (before) return before;
    const provider = (await deps.catalogue.forSite(m.siteId)).providers.get(body.gp_id);
    // A seamless provider has no wallet to move money into: its games play on the main balance.
    if (!provider?.active || inMaintenance(provider) || provider.walletMode === 'seamless') {
      throw new ApiError(CODES.transferProviderUnavailable, 'transfer.err.provider_unavailable');
    }
    if ((await deps.repo.openGame(m))?.gpId === body.gp_id) {
      throw new ApiError(CODES.transferGameOpen, 'transfer.err.game_open');
    }
    try {
      const move = body.direction === 'in' ? transfers.transferIn : transfers.transferOut;
      return await outcome(m, await move(m, body.gp_id, { amount, id }));
    } catch (err) {
      if (err instanceof TransferBusy) {
        const same = await replay(m, id);
        if (same) return same;
        throw new ApiError(CODES.transferBusy, 'transfer.err.busy');
      }
      if (err instanceof OutcomeUnknown) {
        throw new ApiError(CODES.transferProviderUnavailable, 'games.transfer_no_answer');
      }
      throw err;
    }
  };
}
