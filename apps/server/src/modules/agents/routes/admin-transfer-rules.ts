import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentTransferRuleListQuery,
  agentTransferRuleRecord,
  agentTransferRuleUpdate,
  pageOf,
  programmeSettingsIdParams as settingsIdParams,
} from '@playdeck/contract/admin';
import { sendPage } from '../../../lib/admin-list.js';
import { siteCurrencyKeys } from '../../../lib/site-currency-keys.js';
import { transferRuleRecordOf as recordOf } from '../transfer-rules.js';
import type { TransferRules } from '../transfer-rules.js';

const tags = ['agents'];

/** What agents may transfer to their downline, per site and currency (`1:USD`): agents.plans writes. */
export async function agentTransferRuleAdminRoutes(
  app: FastifyInstance,
  deps: { rules: TransferRules; siteCurrencies: (siteId: number) => Promise<string[] | undefined> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rules } = deps;
  const { keyOf, keysOf } = siteCurrencyKeys(deps.siteCurrencies);

  r.get(
    '/api/admin/agent-transfer-rules',
    {
      config: { access: 'money.read' },
      schema: { tags, querystring: agentTransferRuleListQuery, response: { 200: z.array(agentTransferRuleRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const keys = await keysOf(filter.site_id !== undefined ? [filter.site_id] : user.siteIds);
      const page = pageOf(range);
      const rows = keys.slice(page.offset, page.offset + page.limit);
      const records = await Promise.all(rows.map(async (k) => recordOf(await rules.read(k.siteId, k.currency))));
      return sendPage(reply, 'agent-transfer-rules', page, records, keys.length);
    },
  );

  r.get(
    '/api/admin/agent-transfer-rules/:id',
    {
      config: { access: 'money.read' },
      schema: { tags, params: settingsIdParams, response: { 200: agentTransferRuleRecord } },
    },
    async (request) => {
      const { siteId, currency } = await keyOf(request.params.id, request.operator().siteIds);
      return recordOf(await rules.read(siteId, currency));
    },
  );

  r.put(
    '/api/admin/agent-transfer-rules/:id',
    {
      config: { access: 'agents.plans' },
      schema: {
        tags,
        params: settingsIdParams,
        body: agentTransferRuleUpdate,
        response: { 200: agentTransferRuleRecord },
      },
    },
    async (request) => {
      const user = request.operator();
      const { siteId, currency } = await keyOf(request.params.id, user.siteIds);
      return recordOf(await rules.save(request, user, siteId, currency, request.body));
    },
  );
}
