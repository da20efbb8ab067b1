import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMinor } from '@playdeck/contract';
import {
  cashbackGrantListQuery,
  cashbackGrantRecord,
  pageOf,
  referralAwardListQuery,
  referralAwardRecord,
} from '@playdeck/contract/admin';
import { sendPage } from '../../../lib/admin-list.js';
import type { ProgrammesAdminRepo } from '../admin-repo.js';

const tags = ['programmes'];

/** What the programmes paid or granted, read-only (money.read), on the operator's sites only. */
export async function programmePaidAdminRoutes(app: FastifyInstance, deps: { repo: ProgrammesAdminRepo }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/referral-awards',
    {
      config: { access: 'money.read' },
      schema: { tags, querystring: referralAwardListQuery, response: { 200: z.array(referralAwardRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range, sort } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await deps.repo.awards(
        { siteIds: user.siteIds, siteId: filter.site_id, referrerId: filter.referrer_id, friendId: filter.friend_id },
        page,
        sort?.[1] ?? 'DESC',
      );
      const records = rows.map(({ award: a, referrer, friend }) => ({
        id: a.id,
        site_id: a.siteId,
        referrer_id: a.referrerId,
        referrer_account: referrer,
        friend_id: a.friendId,
        friend_account: friend,
        kind: a.kind,
        amount: formatMinor(a.amount, a.currency),
        currency: a.currency,
        created_at: a.createdAt.toISOString(),
      }));
      return sendPage(reply, 'referral-awards', page, records, total);
    },
  );

  r.get(
    '/api/admin/cashback-grants',
    {
      config: { access: 'money.read' },
      schema: { tags, querystring: cashbackGrantListQuery, response: { 200: z.array(cashbackGrantRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range, sort } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await deps.repo.grants(
        { siteIds: user.siteIds, siteId: filter.site_id, memberId: filter.member_id, status: filter.status },
        page,
        sort?.[1] ?? 'DESC',
      );
      const records = rows.map(({ grant: g, account }) => ({
        id: g.id,
        site_id: g.siteId,
        member_id: g.memberId,
        member_account: account,
        currency: g.currency,
        period_start: g.periodStart.toISOString(),
        period_end: g.periodEnd.toISOString(),
        net_loss: formatMinor(g.netLoss, g.currency),
        amount: formatMinor(g.amount, g.currency),
        status: g.status,
        claim_until: g.claimUntil.toISOString(),
        paid_at: g.paidAt?.toISOString() ?? null,
      }));
      return sendPage(reply, 'cashback-grants', page, records, total);
    },
  );
}
