import type { FastifyRequest } from 'fastify';
import { formatMinor } from '@playdeck/contract';
import type { Db, Tx } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import type { AdjustedMember } from './adjustments.js';
import type { LedgerAdminRepo } from './ledger-admin-repo.js';
import type { Port } from '../../lib/hooks.js';
import type { BringBack } from './types.js';

/** An operator's action on a member's wallets: bring a provider's balance back to the main wallet (audited). */
export function createLedgerAdmin(deps: {
  db: Db;
  repo: LedgerAdminRepo;
  audit: Audit;
  memberOf: (id: number, siteIds: number[]) => Promise<AdjustedMember | undefined>;
  bringBack: Port<BringBack>;
}) {
  return {
    /** Answers the transfer's state and the amount moved, in minor units of the member's currency. */
    async bringBack(request: FastifyRequest, actor: OperatorUser, walletId: number) {
      const wallet = await deps.repo.wallet(walletId);
      const member = wallet && (await deps.memberOf(wallet.memberId, actor.siteIds));
      if (!wallet || !member) throw adminErrors.notFound('no such wallet on your sites');
      if (wallet.provider === '') throw adminErrors.invalid('id', 'the main wallet is already home');
      const ref = { siteId: member.siteId, memberId: member.id, currency: member.currency };
      const moved = await deps.bringBack.get()(ref, wallet.provider);
      if (moved.state === 'playing')
        throw adminErrors.conflict('the member has a game open; it comes back when they leave');
      if (moved.state === 'busy') throw adminErrors.conflict('a transfer with this provider is still settling');
      // The money moved through the provider (an outside call), so the trail follows the outcome.
      await deps.db.transaction((raw) =>
        deps.audit.record(raw as unknown as Tx, request, actor, {
          siteId: member.siteId,
          action: 'wallet.bring_back',
          targetType: 'member',
          targetId: member.id,
          after: { provider: wallet.provider, state: moved.state, amount: formatMinor(moved.amount, member.currency) },
        }),
      );
      return { state: moved.state, amount: moved.amount, currency: member.currency };
    },
  };
}

export type LedgerAdmin = ReturnType<typeof createLedgerAdmin>;
