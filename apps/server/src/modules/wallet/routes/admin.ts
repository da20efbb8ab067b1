import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMinor } from '@playdeck/contract';
import {
  adjustmentCreate,
  adjustmentDecision,
  adjustmentListQuery,
  adjustmentRecord,
  idParams,
  pageOf,
} from '@playdeck/contract/admin';
import type { AdjustmentRecord } from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import type { Adjustments } from '../adjustments.js';
import type { AdjustmentView } from '../adjustments-repo.js';

const toRecord = (a: AdjustmentView): AdjustmentRecord => ({
  id: a.id,
  site_id: a.siteId,
  member_id: a.memberId,
  member_account: a.memberAccount,
  currency: a.currency,
  direction: a.amount < 0n ? 'debit' : 'credit',
  amount: formatMinor(a.amount < 0n ? -a.amount : a.amount, a.currency),
  reason_code: a.reasonCode,
  note: a.note,
  status: a.status,
  requested_by: a.requestedByName,
  decided_by: a.decidedByName,
  created_at: a.createdAt.toISOString(),
  decided_at: a.decidedAt?.toISOString() ?? null,
  balance_after: a.balanceAfter === null ? null : formatMinor(a.balanceAfter, a.currency),
});

/** Manual balance adjustments: list, one, ask (or post at once below the threshold), approve, reject. */
export async function adjustmentAdminRoutes(app: FastifyInstance, opts: { adjustments: Adjustments }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['adjustments'];
  const { adjustments } = opts;
  const one = async (id: number, siteIds: number[]) => {
    const found = await adjustments.byId(id, siteIds);
    if (!found) throw adminErrors.notFound('no such adjustment on your sites');
    return toRecord(found);
  };

  r.get(
    '/api/admin/adjustments',
    {
      config: { access: 'money.read' },
      schema: { tags, querystring: adjustmentListQuery, response: { 200: z.array(adjustmentRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, sort = ['id', 'DESC'] as const, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await adjustments.list(
        { siteIds: user.siteIds, siteId: filter.site_id, memberId: filter.member_id, status: filter.status },
        sort[1],
        page,
      );
      return sendPage(reply, 'adjustments', page, rows.map(toRecord), total);
    },
  );

  r.get(
    '/api/admin/adjustments/:id',
    { config: { access: 'money.read' }, schema: { tags, params: idParams, response: { 200: adjustmentRecord } } },
    async (request) => one(request.params.id, request.operator().siteIds),
  );

  r.post(
    '/api/admin/adjustments',
    {
      config: { access: 'money.adjust' },
      schema: { tags, body: adjustmentCreate, response: { 200: adjustmentRecord } },
    },
    async (request) => {
      const user = request.operator();
      const b = request.body;
      const id = await adjustments.create(request, user, {
        memberId: b.member_id,
        direction: b.direction,
        amount: b.amount,
        reasonCode: b.reason_code,
        note: b.note,
        requestId: b.request_id,
      });
      return one(id, user.siteIds);
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/api/admin/adjustments/:id/${decision}`,
      {
        config: { access: 'money.approve' },
        schema: { tags, params: idParams, body: adjustmentDecision, response: { 200: adjustmentRecord } },
      },
      async (request) => {
        const user = request.operator();
        await adjustments[decision](request, user, request.params.id, request.body.note);
        return one(request.params.id, user.siteIds);
      },
    );
  }
}
