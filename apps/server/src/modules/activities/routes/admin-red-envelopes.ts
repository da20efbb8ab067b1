import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  pageOf,
  redEnvelopeClaimListQuery,
  redEnvelopeClaimRecord,
  redEnvelopeCreate,
  redEnvelopeListQuery,
  redEnvelopeRecord,
  redEnvelopeUpdate,
} from '@playdeck/contract/admin';
import type { RedEnvelopeRecord } from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import { statusOf } from '../activity-rules.js';
import { exhausted } from '../red-envelope-admin.js';
import type { RedEnvelopeAdmin } from '../red-envelope-admin.js';
import type { EnvelopeView } from '../red-envelope-admin-repo.js';
import type { EnvelopeRow } from '../red-envelope-repo.js';

export const toEnvelopeRecord = (r: EnvelopeRow & { createdByName?: string | null }): RedEnvelopeRecord => ({
  id: r.id,
  site_id: r.siteId,
  currency: r.currency,
  titles: Object.keys(r.titles).length ? r.titles : { en_US: r.title },
  budget: Number(r.budget),
  count: r.count,
  amount:
    r.minAmount === r.maxAmount
      ? { kind: 'fixed', amount: Number(r.minAmount) }
      : { kind: 'random', min: Number(r.minAmount), max: Number(r.maxAmount) },
  start_at: r.startAt.toISOString(),
  end_at: r.endAt.toISOString(),
  min_member_days: r.minMemberDays,
  status: statusOf(r, Date.now(), exhausted(r)),
  ended_early_at: r.endedEarlyAt?.toISOString() ?? null,
  claimed: r.claimed,
  paid: Number(r.budget - r.remaining),
  remaining: Number(r.remaining),
  created_by: r.createdByName ?? null,
  created_at: r.createdAt.toISOString(),
  version: r.version,
});

/** Red-envelope drops in the back office: list, one, create, edit while scheduled, end now, the claims. */
export async function redEnvelopeAdminRoutes(app: FastifyInstance, opts: { admin: RedEnvelopeAdmin }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activities'];
  const access = 'activities.manage' as const;
  const { admin } = opts;
  const one = async (id: number, siteIds: number[]) => {
    const found: EnvelopeView | undefined = await admin.byId(id, siteIds);
    if (!found) throw adminErrors.notFound('no such red envelope on your sites');
    return toEnvelopeRecord(found);
  };

  r.get(
    '/api/admin/red-envelopes',
    {
      config: { access },
      schema: { tags, querystring: redEnvelopeListQuery, response: { 200: z.array(redEnvelopeRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, sort = ['id', 'DESC'] as const, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await admin.list(
        { siteIds: user.siteIds, siteId: filter.site_id, currency: filter.currency, status: filter.status },
        sort,
        page,
        new Date(),
      );
      return sendPage(reply, 'red-envelopes', page, rows.map(toEnvelopeRecord), total);
    },
  );

  r.get(
    '/api/admin/red-envelopes/:id',
    { config: { access }, schema: { tags, params: idParams, response: { 200: redEnvelopeRecord } } },
    async (request) => one(request.params.id, request.operator().siteIds),
  );

  r.post(
    '/api/admin/red-envelopes',
    { config: { access }, schema: { tags, body: redEnvelopeCreate, response: { 200: redEnvelopeRecord } } },
    async (request) => {
      const user = request.operator();
      request.assertSite(request.body.site_id);
      const id = await admin.create(request, user, request.body);
      return one(id, user.siteIds);
    },
  );

  r.put(
    '/api/admin/red-envelopes/:id',
    {
      config: { access },
      schema: { tags, params: idParams, body: redEnvelopeUpdate, response: { 200: redEnvelopeRecord } },
    },
    async (request) => {
      const user = request.operator();
      await admin.update(request, user, request.params.id, request.body);
      return one(request.params.id, user.siteIds);
    },
  );

  r.post(
    '/api/admin/red-envelopes/:id/end',
    { config: { access }, schema: { tags, params: idParams, response: { 200: redEnvelopeRecord } } },
    async (request) => {
      const user = request.operator();
      await admin.end(request, user, request.params.id);
      return one(request.params.id, user.siteIds);
    },
  );

  r.get(
    '/api/admin/red-envelope-claims',
    {
      config: { access },
      schema: { tags, querystring: redEnvelopeClaimListQuery, response: { 200: z.array(redEnvelopeClaimRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await admin.claims(
        {
          siteIds: user.siteIds,
          siteId: filter.site_id,
          envelopeId: filter.envelope_id,
          account: filter.member_account,
        },
        page,
      );
      const records = rows.map((c) => ({
        id: c.id,
        envelope_id: c.envelopeId,
        member_id: c.memberId,
        member_account: c.memberAccount,
        currency: c.currency,
        amount: Number(c.amount),
        created_at: c.createdAt.toISOString(),
      }));
      return sendPage(reply, 'red-envelope-claims', page, records, total);
    },
  );
}
