import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  pageOf,
  rouletteCreate,
  rouletteListQuery,
  rouletteRecord,
  rouletteSpinListQuery,
  rouletteSpinRecord,
  rouletteUpdate,
} from '@playdeck/contract/admin';
import type { RouletteRecord } from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import { statusOf } from '../activity-rules.js';
import type { RouletteAdmin } from '../roulette-admin.js';
import type { WheelView } from '../roulette-admin-repo.js';
import type { PrizeRow } from '../roulette-repo.js';

const labelsOf = (texts: Record<string, string>, fallback: string) =>
  Object.keys(texts).length ? texts : { en_US: fallback };

function toRecord(w: WheelView, prizes: (PrizeRow & { won: number })[]): RouletteRecord {
  return {
    id: w.id,
    site_id: w.siteId,
    currency: w.currency,
    titles: labelsOf(w.titles, w.title),
    prizes: prizes.map((p) => ({
      id: p.id,
      kind: p.item !== null && p.cash === 0n ? 'item' : 'cash',
      labels: labelsOf(p.labels, p.label),
      amount: Number(p.cash),
      item: p.item,
      weight: p.weight,
      stock: p.stock,
      won: p.won,
    })),
    grant:
      w.grantKind === 'currency'
        ? { kind: 'currency', draws: w.grantDraws }
        : { kind: 'accounts', accounts: w.grantAccounts, draws: w.grantDraws },
    start_at: w.startAt.toISOString(),
    end_at: w.endAt.toISOString(),
    status: statusOf(w, Date.now()),
    ended_early_at: w.endedEarlyAt?.toISOString() ?? null,
    spins: w.spins,
    paid: Number(w.paid),
    created_by: w.createdByName,
    created_at: w.createdAt.toISOString(),
    version: w.version,
  };
}

/** Roulette wheels in the back office: list, one, create, edit while scheduled, end now, the spins. */
export async function rouletteAdminRoutes(app: FastifyInstance, opts: { admin: RouletteAdmin }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activities'];
  const access = 'activities.manage' as const;
  const { admin } = opts;
  const records = async (wheels: WheelView[]) => {
    const prizes = await admin.prizesOf(wheels.map((w) => w.id));
    return wheels.map((w) =>
      toRecord(
        w,
        prizes.filter((p) => p.rouletteId === w.id),
      ),
    );
  };
  const one = async (id: number, siteIds: number[]) => {
    const found = await admin.byId(id, siteIds);
    if (!found) throw adminErrors.notFound('no such roulette wheel on your sites');
    return (await records([found]))[0]!;
  };

  r.get(
    '/api/admin/roulettes',
    {
      config: { access },
      schema: { tags, querystring: rouletteListQuery, response: { 200: z.array(rouletteRecord) } },
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
      return sendPage(reply, 'roulettes', page, await records(rows), total);
    },
  );

  r.get(
    '/api/admin/roulettes/:id',
    { config: { access }, schema: { tags, params: idParams, response: { 200: rouletteRecord } } },
    async (request) => one(request.params.id, request.operator().siteIds),
  );

  r.post(
    '/api/admin/roulettes',
    { config: { access }, schema: { tags, body: rouletteCreate, response: { 200: rouletteRecord } } },
    async (request) => {
      const user = request.operator();
      request.assertSite(request.body.site_id);
      return one(await admin.create(request, user, request.body), user.siteIds);
    },
  );

  r.put(
    '/api/admin/roulettes/:id',
    { config: { access }, schema: { tags, params: idParams, body: rouletteUpdate, response: { 200: rouletteRecord } } },
    async (request) => {
      const user = request.operator();
      await admin.update(request, user, request.params.id, request.body);
      return one(request.params.id, user.siteIds);
    },
  );

  r.post(
    '/api/admin/roulettes/:id/end',
    { config: { access }, schema: { tags, params: idParams, response: { 200: rouletteRecord } } },
    async (request) => {
      const user = request.operator();
      await admin.end(request, user, request.params.id);
      return one(request.params.id, user.siteIds);
    },
  );

  r.get(
    '/api/admin/roulette-spins',
    {
      config: { access },
      schema: { tags, querystring: rouletteSpinListQuery, response: { 200: z.array(rouletteSpinRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await admin.spins(
        {
          siteIds: user.siteIds,
          siteId: filter.site_id,
          rouletteId: filter.roulette_id,
          account: filter.member_account,
        },
        page,
      );
      const spins = rows.map((s) => ({
        id: s.id,
        roulette_id: s.rouletteId,
        member_id: s.memberId,
        member_account: s.memberAccount,
        prize_id: s.prizeId,
        prize_label: s.label ?? '',
        currency: s.currency,
        amount: Number(s.cash ?? 0n),
        item: s.item,
        created_at: s.createdAt.toISOString(),
      }));
      return sendPage(reply, 'roulette-spins', page, spins, total);
    },
  );
}
