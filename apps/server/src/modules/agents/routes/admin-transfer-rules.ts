import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMinor, parseMinor } from '@playdeck/contract';
import {
  agentTransferRuleListQuery,
  agentTransferRuleRecord,
  agentTransferRuleUpdate,
  pageOf,
  programmeSettingsIdParams as settingsIdParams,
} from '@playdeck/contract/admin';
import type { AgentTransferRuleRecord } from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import { siteCurrencyKeys } from '../../../lib/site-currency-keys.js';
import type { Audit } from '../../audit/service.js';
import { defaultTransferRule } from '../transfers.js';
import type { TransferRuleRow, TransfersRepo } from '../transfers-repo.js';

const tags = ['agents'];

const recordOf = (r: TransferRuleRow): AgentTransferRuleRecord => ({
  id: `${r.siteId}:${r.currency}`,
  site_id: r.siteId,
  currency: r.currency,
  enabled: r.enabled,
  min: formatMinor(r.minAmount, r.currency),
  max: formatMinor(r.maxAmount, r.currency),
  daily: formatMinor(r.dailyAmount, r.currency),
  version: r.version,
});

/** What agents may transfer to their downline, per site and currency (`1:USD`): agents.plans writes. */
export async function agentTransferRuleAdminRoutes(
  app: FastifyInstance,
  deps: { repo: TransfersRepo; audit: Audit; siteCurrencies: (siteId: number) => Promise<string[] | undefined> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { repo } = deps;
  const { keyOf, keysOf } = siteCurrencyKeys(deps.siteCurrencies);
  const read = async (siteId: number, currency: string) =>
    (await repo.rule(siteId, currency)) ?? defaultTransferRule(siteId, currency);

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
      const records = await Promise.all(rows.map(async (k) => recordOf(await read(k.siteId, k.currency))));
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
      return recordOf(await read(siteId, currency));
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
      const before = await read(siteId, currency);
      const b = request.body;
      const amount = (field: 'min' | 'max' | 'daily') => {
        const minor = parseMinor(b[field], currency);
        if (minor === undefined) throw adminErrors.invalid(field, 'an amount in this currency’s decimals');
        return minor;
      };
      const [minAmount, maxAmount, dailyAmount] = [amount('min'), amount('max'), amount('daily')];
      if (minAmount <= 0n) throw adminErrors.invalid('min', 'more than zero');
      if (maxAmount < minAmount) throw adminErrors.invalid('max', 'at least the minimum');
      const values = { siteId, currency, enabled: b.enabled, minAmount, maxAmount, dailyAmount };
      const saved = await repo.transaction(async (tx) => {
        const row = await repo.saveRule(tx, values, b.version ?? before.version);
        if (!row) throw adminErrors.conflict('someone else changed these rules; reload them', 'version');
        await deps.audit.record(tx, request, user, {
          siteId,
          action: 'agent_transfer_rules.save',
          targetType: 'agent_transfer_rules',
          targetId: `${siteId}:${currency}`,
          before: recordOf(before),
          after: recordOf(row),
        });
        return row;
      });
      return recordOf(saved);
    },
  );
}
