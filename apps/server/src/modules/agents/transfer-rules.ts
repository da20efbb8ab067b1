import type { FastifyRequest } from 'fastify';
import { formatMinor, parseMinor } from '@playdeck/contract';
import type { AgentTransferRuleRecord, agentTransferRuleUpdate } from '@playdeck/contract/admin';
import type { z } from 'zod';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import { defaultTransferRule } from './transfers.js';
import type { TransferRuleRow, TransfersRepo } from './transfers-repo.js';

export const transferRuleRecordOf = (r: TransferRuleRow): AgentTransferRuleRecord => ({
  id: `${r.siteId}:${r.currency}`,
  site_id: r.siteId,
  currency: r.currency,
  enabled: r.enabled,
  min: formatMinor(r.minAmount, r.currency),
  max: formatMinor(r.maxAmount, r.currency),
  daily: formatMinor(r.dailyAmount, r.currency),
  version: r.version,
});

/** What agents may transfer to their downline, per site and currency: read, and saved by agents.plans (audited). */
export function createTransferRules(deps: { repo: TransfersRepo; audit: Audit }) {
  const { repo } = deps;
  const read = async (siteId: number, currency: string) =>
    (await repo.rule(siteId, currency)) ?? defaultTransferRule(siteId, currency);

  return {
    /** The saved rule, else the default one. */
    read,

    /** Saves from the version read (the one saved now when none is given); a newer one is a conflict. */
    async save(
      request: FastifyRequest,
      user: OperatorUser,
      siteId: number,
      currency: string,
      b: z.output<typeof agentTransferRuleUpdate>,
    ): Promise<TransferRuleRow> {
      const before = await read(siteId, currency);
      const amount = (field: 'min' | 'max' | 'daily') => {
        const minor = parseMinor(b[field], currency);
        if (minor === undefined) throw adminErrors.invalid(field, 'an amount in this currency’s decimals');
        return minor;
      };
      const [minAmount, maxAmount, dailyAmount] = [amount('min'), amount('max'), amount('daily')];
      if (minAmount <= 0n) throw adminErrors.invalid('min', 'more than zero');
      if (maxAmount < minAmount) throw adminErrors.invalid('max', 'at least the minimum');
      const values = { siteId, currency, enabled: b.enabled, minAmount, maxAmount, dailyAmount };
      return repo.transaction(async (tx) => {
        const row = await repo.saveRule(tx, values, b.version ?? before.version);
        if (!row) throw adminErrors.conflict('someone else changed these rules; reload them', 'version');
        await deps.audit.record(tx, request, user, {
          siteId,
          action: 'agent_transfer_rules.save',
          targetType: 'agent_transfer_rules',
          targetId: `${siteId}:${currency}`,
          before: transferRuleRecordOf(before),
          after: transferRuleRecordOf(row),
        });
        return row;
      });
    },
  };
}

export type TransferRules = ReturnType<typeof createTransferRules>;
