import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMinor } from '@playdeck/contract';
import {
  bringBackReply,
  idParams,
  ledgerListQuery,
  ledgerRecord,
  memberWalletListQuery,
  memberWalletRecord,
  pageOf,
} from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import type { AdjustedMember } from '../adjustments.js';
import type { LedgerAdmin } from '../ledger-admin.js';
import type { LedgerAdminRepo } from '../ledger-admin-repo.js';

/** A member's wallets (main and each provider's) and their ledger, to the cent; bring a provider's back. */
export async function ledgerAdminRoutes(
  app: FastifyInstance,
  opts: {
    repo: LedgerAdminRepo;
    admin: LedgerAdmin;
    memberOf: (id: number, siteIds: number[]) => Promise<AdjustedMember | undefined>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['money'];
  const granted = async (memberId: number | undefined, siteIds: number[]) => {
    if (memberId === undefined) throw adminErrors.invalid('filter', 'name a member_id');
    const member = await opts.memberOf(memberId, siteIds);
    if (!member) throw adminErrors.notFound('no such member on your sites');
    return member;
  };

  r.get(
    '/api/admin/member-wallets',
    {
      config: { access: 'money.read' },
      schema: { tags, querystring: memberWalletListQuery, response: { 200: z.array(memberWalletRecord) } },
    },
    async (request, reply) => {
      const member = await granted(request.query.filter?.member_id, request.operator().siteIds);
      const rows = (await opts.repo.wallets(member.id)).map((w) => ({
        id: w.id,
        member_id: w.memberId,
        provider: w.provider,
        currency: w.currency,
        balance: formatMinor(w.balance, w.currency),
        updated_at: w.updatedAt.toISOString(),
      }));
      return sendPage(reply, 'member-wallets', { offset: 0, limit: rows.length }, rows, rows.length);
    },
  );

  r.get(
    '/api/admin/ledger',
    {
      config: { access: 'money.read' },
      schema: { tags, querystring: ledgerListQuery, response: { 200: z.array(ledgerRecord) } },
    },
    async (request, reply) => {
      const { filter, range } = request.query;
      const member = await granted(filter?.member_id, request.operator().siteIds);
      const page = pageOf(range);
      const { rows, total } = await opts.repo.entries(
        {
          memberId: member.id,
          kind: filter?.kind,
          from: filter?.from ? new Date(filter.from) : undefined,
          to: filter?.to ? new Date(filter.to) : undefined,
        },
        page,
      );
      const records = rows.map(({ entry, provider, currency }) => ({
        id: entry.id,
        member_id: entry.memberId,
        at: entry.createdAt.toISOString(),
        wallet: provider || 'main',
        kind: entry.kind,
        amount: formatMinor(entry.amount, currency),
        balance_after: formatMinor(entry.balanceAfter, currency),
        reference: entry.reference,
      }));
      return sendPage(reply, 'ledger', page, records, total);
    },
  );

  r.post(
    '/api/admin/member-wallets/:id/bring-back',
    {
      config: { access: 'money.adjust' },
      schema: { tags, params: idParams, response: { 200: bringBackReply } },
    },
    async (request) => {
      const moved = await opts.admin.bringBack(request, request.operator(), request.params.id);
      return { state: moved.state, amount: formatMinor(moved.amount, moved.currency) };
    },
  );
}
