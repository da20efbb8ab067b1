import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  memberProtectionRecord,
  operatorLimitRequest,
  operatorTimeOutRequest,
  pageOf,
  protectionFlagListQuery,
  protectionFlagRecord,
  protectionFlagReviewRequest,
  protectionSettingsIdParams,
  protectionSettingsListQuery,
  protectionSettingsRecord,
  protectionSettingsUpdate,
} from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import { siteCurrencyKeys } from '../../../lib/site-currency-keys.js';
import type { MemberRow } from '../../identity/index.js';
import type { Flags } from '../flags.js';
import type { ProtectionService } from '../service.js';
import type { ProtectionSettingsStore } from '../settings.js';
import { settingsRecordOf } from '../settings.js';

const tags = ['protection'];

/**
 * The console's player protection (decision 0051): a member's protection (protection.read), the limits and
 * time-outs operators impose (protection.manage), markers of harm and their review, and the settings per
 * site and currency. Only members and flags of the operator's own sites.
 */
export async function protectionAdminRoutes(
  app: FastifyInstance,
  deps: {
    protection: ProtectionService;
    flags: Flags;
    settings: ProtectionSettingsStore;
    memberOnSites: (id: number, siteIds: number[]) => Promise<MemberRow | undefined>;
    siteCurrencies: (siteId: number) => Promise<string[] | undefined>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = deps.protection;
  const { keyOf, keysOf } = siteCurrencyKeys(deps.siteCurrencies);

  const memberOf = async (request: FastifyRequest, id: number) => {
    const member = await deps.memberOnSites(id, request.operator().siteIds);
    if (!member) throw adminErrors.notFound('no such member on your sites');
    return member;
  };

  r.get(
    '/api/admin/member-protection/:id',
    {
      config: { access: 'protection.read' },
      schema: { tags, params: idParams, response: { 200: memberProtectionRecord } },
    },
    async (request) => admin.view(await memberOf(request, request.params.id)),
  );

  r.post(
    '/api/admin/member-protection/:id/limits',
    {
      config: { access: 'protection.manage' },
      schema: { tags, params: idParams, body: operatorLimitRequest, response: { 200: memberProtectionRecord } },
    },
    async (request) => {
      const member = await memberOf(request, request.params.id);
      await admin.imposeLimit(request, request.operator(), member, request.body);
      return admin.view(member);
    },
  );

  r.post(
    '/api/admin/member-protection/:id/time-out',
    {
      config: { access: 'protection.manage' },
      schema: { tags, params: idParams, body: operatorTimeOutRequest, response: { 200: memberProtectionRecord } },
    },
    async (request) => {
      const member = await memberOf(request, request.params.id);
      await admin.imposeTimeOut(request, request.operator(), member, request.body.period, request.body.reason);
      return admin.view(member);
    },
  );

  r.get(
    '/api/admin/protection-flags',
    {
      config: { access: 'protection.read' },
      schema: { tags, querystring: protectionFlagListQuery, response: { 200: z.array(protectionFlagRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range, sort } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await deps.flags.list(
        {
          siteIds: user.siteIds,
          siteId: filter.site_id,
          memberId: filter.member_id,
          kind: filter.kind,
          state: filter.state,
        },
        page,
        sort?.[1] ?? 'DESC',
      );
      return sendPage(reply, 'protection-flags', page, rows, total);
    },
  );

  r.get(
    '/api/admin/protection-flags/:id',
    {
      config: { access: 'protection.read' },
      schema: { tags, params: idParams, response: { 200: protectionFlagRecord } },
    },
    async (request) => deps.flags.one(request.params.id, request.operator().siteIds),
  );

  r.post(
    '/api/admin/protection-flags/:id/review',
    {
      config: { access: 'protection.manage' },
      schema: { tags, params: idParams, body: protectionFlagReviewRequest, response: { 200: protectionFlagRecord } },
    },
    async (request) => deps.flags.review(request, request.operator(), request.params.id, request.body.note),
  );

  r.get(
    '/api/admin/protection-settings',
    {
      config: { access: 'protection.read' },
      schema: { tags, querystring: protectionSettingsListQuery, response: { 200: z.array(protectionSettingsRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const keys = await keysOf(filter.site_id !== undefined ? [filter.site_id] : user.siteIds);
      const page = pageOf(range);
      const rows = keys.slice(page.offset, page.offset + page.limit);
      const records = await Promise.all(
        rows.map(async (k) => settingsRecordOf(await deps.settings.read(k.siteId, k.currency))),
      );
      return sendPage(reply, 'protection-settings', page, records, keys.length);
    },
  );

  r.get(
    '/api/admin/protection-settings/:id',
    {
      config: { access: 'protection.read' },
      schema: { tags, params: protectionSettingsIdParams, response: { 200: protectionSettingsRecord } },
    },
    async (request) => {
      const { siteId, currency } = await keyOf(request.params.id, request.operator().siteIds);
      return settingsRecordOf(await deps.settings.read(siteId, currency));
    },
  );

  r.put(
    '/api/admin/protection-settings/:id',
    {
      config: { access: 'protection.manage' },
      schema: {
        tags,
        params: protectionSettingsIdParams,
        body: protectionSettingsUpdate,
        response: { 200: protectionSettingsRecord },
      },
    },
    async (request) => {
      const user = request.operator();
      const { siteId, currency } = await keyOf(request.params.id, user.siteIds);
      const before = await deps.settings.read(siteId, currency);
      return settingsRecordOf(await deps.settings.save(request, user, before, request.body));
    },
  );
}
