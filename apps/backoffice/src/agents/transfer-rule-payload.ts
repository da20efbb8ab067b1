import { agentTransferRuleUpdate } from '@playdeck/contract/admin';
import { parseMinor } from '@playdeck/contract';
import type { FieldValues } from 'react-hook-form';
import { schemaErrors } from '../shared/form-errors';
import { amountProblem, amountText } from '../shared/money';

// What an agent may transfer to their downline, per site and currency ("1:USD"): on or off, the least and
// the most one transfer may be, and the most per agent per UTC day ("0": no limit).

/** PUT /api/admin/agent-transfer-rules/:id with the version read (0 for defaults never saved). */
export const transferRuleBody = (values: FieldValues) => ({
  ...(typeof values.version === 'number' ? { version: values.version } : {}),
  enabled: Boolean(values.enabled),
  min: amountText(values.min),
  max: amountText(values.max),
  daily: amountText(values.daily),
});

/** The contract's rules, the currency's decimals, and limits an agent can still transfer within. */
export function validateTransferRule(values: FieldValues) {
  const currency = String(values.currency ?? '');
  const errors: Record<string, unknown> = {};
  for (const field of ['min', 'max', 'daily']) {
    const problem = amountProblem(values[field], currency, field !== 'max');
    if (problem) errors[field] = problem;
  }
  const [min, max, daily] = ['min', 'max', 'daily'].map((field) => parseMinor(amountText(values[field]), currency));
  if (!errors.max && min !== undefined && max !== undefined && max < min) {
    errors.max = 'app.agents.validation.max_below_min';
  }
  // A daily limit below the least transfer would let no transfer through at all.
  if (!errors.daily && min !== undefined && daily !== undefined && daily > 0n && daily < min) {
    errors.daily = 'app.agents.validation.daily_below_min';
  }
  return schemaErrors(agentTransferRuleUpdate, transferRuleBody(values), errors);
}
