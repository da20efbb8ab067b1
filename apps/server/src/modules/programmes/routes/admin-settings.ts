import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashbackSettingsRecord,
  cashbackSettingsUpdate,
  pageOf,
  programmeSettingsIdParams,
  programmeSettingsListQuery,
  referralSettingsRecord,
  referralSettingsUpdate,
} from '@playdeck/contract/admin';
import { sendPage } from '../../../lib/admin-list.js';
import { siteCurrencyKeys } from '../../../lib/site-currency-keys.js';
import type { OperatorUser } from '../../operators/types.js';
import type { ProgrammeSettingsAdmin } from '../admin-settings.js';
import { cashbackRecordOf, referralRecordOf } from '../admin-settings.js';

const tags = ['programmes'];

/**
 * Both programmes' settings, one per site and currency (`1:USD`): read with money.read, written with
 * programmes.manage. Lists carry every currency of the operator's sites, saved or not.
 */
export async function programmeSettingsAdminRoutes(
  app: FastifyInstance,
  deps: { admin: ProgrammeSettingsAdmin; siteCurrencies: (siteId: number) => Promise<string[] | undefined> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = deps;

  const { keyOf, keysOf } = siteCurrencyKeys(deps.siteCurrencies);

  /** The three routes of one programme's settings. */
  function settingsRoutes<Row, Rec extends z.ZodType, Body extends z.ZodType>(
    resource: string,
    schemas: { record: Rec; update: Body },
    ops: {
      read: (siteId: number, currency: string) => Promise<Row>;
      toRecord: (row: Row) => z.infer<Rec>;
      save: (request: FastifyRequest, user: OperatorUser, before: Row, body: z.output<Body>) => Promise<Row>;
    },
  ) {
    const record = (siteId: number, currency: string) => ops.read(siteId, currency).then(ops.toRecord);
    r.get(
      `/api/admin/${resource}`,
      {
        config: { access: 'money.read' },
        schema: { tags, querystring: programmeSettingsListQuery, response: { 200: z.array(schemas.record) } },
      },
      async (request, reply) => {
        const user = request.operator();
        const { filter = {}, range } = request.query;
        if (filter.site_id !== undefined) request.assertSite(filter.site_id);
        const keys = await keysOf(filter.site_id !== undefined ? [filter.site_id] : user.siteIds);
        const page = pageOf(range);
        const rows = keys.slice(page.offset, page.offset + page.limit);
        const records = await Promise.all(rows.map((k) => record(k.siteId, k.currency)));
        return sendPage(reply, resource, page, records, keys.length);
      },
    );
    // Generic over the programme, so the handlers are typed by hand; the schemas still check every request
    // and reply at run time.
    app.get<{ Params: { id: string } }>(
      `/api/admin/${resource}/:id`,
      {
        config: { access: 'money.read' },
        schema: { tags, params: programmeSettingsIdParams, response: { 200: schemas.record } },
      },
      async (request) => {
        const { siteId, currency } = await keyOf(request.params.id, request.operator().siteIds);
        return record(siteId, currency);
      },
    );
    app.put<{ Params: { id: string }; Body: z.output<Body> }>(
      `/api/admin/${resource}/:id`,
      {
        config: { access: 'programmes.manage' },
        schema: { tags, params: programmeSettingsIdParams, body: schemas.update, response: { 200: schemas.record } },
      },
      async (request) => {
        const user = request.operator();
        const { siteId, currency } = await keyOf(request.params.id, user.siteIds);
        const before = await ops.read(siteId, currency);
        return ops.toRecord(await ops.save(request, user, before, request.body as z.output<Body>));
      },
    );
  }

  settingsRoutes(
    'referral-settings',
    { record: referralSettingsRecord, update: referralSettingsUpdate },
    { read: admin.referral, toRecord: referralRecordOf, save: admin.saveReferral },
  );
  settingsRoutes(
    'cashback-settings',
    { record: cashbackSettingsRecord, update: cashbackSettingsUpdate },
    { read: admin.cashback, toRecord: cashbackRecordOf, save: admin.saveCashback },
  );
}
