import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  channelCreate,
  channelListQuery,
  channelRecord,
  channelUpdate,
  idParams,
  pageOf,
  withdrawalRuleIdParams,
  withdrawalRuleListQuery,
  withdrawalRuleRecord,
  withdrawalRuleUpdate,
} from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import type { PaymentsAdmin } from '../admin.js';
import { channelRecordOf, ruleRecordOf } from '../admin.js';
import type { SettingsRepo } from '../settings-repo.js';
import type { Turnover } from '../turnover.js';

const tags = ['payments'];

/** Payment channels and withdrawal rules: read with money.read, written with payments.manage. */
export async function paymentSettingsAdminRoutes(
  app: FastifyInstance,
  deps: {
    admin: PaymentsAdmin;
    settings: SettingsRepo;
    turnover: Turnover;
    siteCurrencies: (siteId: number) => Promise<string[] | undefined>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin, settings } = deps;
  const oneChannel = async (id: number, siteIds: number[]) => {
    const c = await settings.channel(id);
    if (!c || !siteIds.includes(c.siteId)) throw adminErrors.notFound('no such channel on your sites');
    return c;
  };
  const ruleKey = async (id: string, siteIds: number[]) => {
    const [site, currency] = id.split(':') as [string, string];
    const siteId = Number(site);
    if (!siteIds.includes(siteId) || !(await deps.siteCurrencies(siteId))?.includes(currency)) {
      throw adminErrors.notFound('no such site currency on your sites');
    }
    return { siteId, currency };
  };

  r.get(
    '/api/admin/payment-channels',
    {
      config: { access: 'money.read' },
      schema: { tags, querystring: channelListQuery, response: { 200: z.array(channelRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, sort = ['sort', 'ASC'] as const, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await settings.channelPage(
        {
          siteIds: user.siteIds,
          siteId: filter.site_id,
          currency: filter.currency,
          kind: filter.kind,
          enabled: filter.enabled,
        },
        sort[0],
        sort[1],
        page.offset,
        page.limit,
      );
      return sendPage(reply, 'payment-channels', page, rows.map(channelRecordOf), total);
    },
  );
  r.get(
    '/api/admin/payment-channels/:id',
    { config: { access: 'money.read' }, schema: { tags, params: idParams, response: { 200: channelRecord } } },
    async (request) => channelRecordOf(await oneChannel(request.params.id, request.operator().siteIds)),
  );
  r.post(
    '/api/admin/payment-channels',
    { config: { access: 'payments.manage' }, schema: { tags, body: channelCreate, response: { 200: channelRecord } } },
    async (request) => channelRecordOf(await admin.createChannel(request, request.operator(), request.body)),
  );
  r.put(
    '/api/admin/payment-channels/:id',
    {
      config: { access: 'payments.manage' },
      schema: { tags, params: idParams, body: channelUpdate, response: { 200: channelRecord } },
    },
    async (request) => {
      const user = request.operator();
      const before = await oneChannel(request.params.id, user.siteIds);
      return channelRecordOf(await admin.updateChannel(request, user, before, request.body));
    },
  );

  r.get(
    '/api/admin/withdrawal-rules',
    {
      config: { access: 'money.read' },
      schema: { tags, querystring: withdrawalRuleListQuery, response: { 200: z.array(withdrawalRuleRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const siteIds = filter.site_id !== undefined ? [filter.site_id] : user.siteIds;
      const all = [];
      for (const siteId of [...siteIds].sort((a, b) => a - b)) {
        for (const currency of (await deps.siteCurrencies(siteId)) ?? [])
          all.push(await deps.turnover.rule(siteId, currency));
      }
      const page = pageOf(range);
      return sendPage(
        reply,
        'withdrawal-rules',
        page,
        all.slice(page.offset, page.offset + page.limit).map(ruleRecordOf),
        all.length,
      );
    },
  );
  r.get(
    '/api/admin/withdrawal-rules/:id',
    {
      config: { access: 'money.read' },
      schema: { tags, params: withdrawalRuleIdParams, response: { 200: withdrawalRuleRecord } },
    },
    async (request) => {
      const { siteId, currency } = await ruleKey(request.params.id, request.operator().siteIds);
      return ruleRecordOf(await deps.turnover.rule(siteId, currency));
    },
  );
  r.put(
    '/api/admin/withdrawal-rules/:id',
    {
      config: { access: 'payments.manage' },
      schema: {
        tags,
        params: withdrawalRuleIdParams,
        body: withdrawalRuleUpdate,
        response: { 200: withdrawalRuleRecord },
      },
    },
    async (request) => {
      const user = request.operator();
      const { siteId, currency } = await ruleKey(request.params.id, user.siteIds);
      const before = await deps.turnover.rule(siteId, currency);
      return ruleRecordOf(await admin.saveRule(request, user, siteId, currency, request.body, before));
    },
  );
}
