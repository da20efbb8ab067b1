import { withdrawalRuleUpdate } from '@playdeck/contract/admin';
import type { FieldValues } from 'react-hook-form';
import { schemaErrors } from '../shared/form-errors';
import { amountProblem, amountText } from '../shared/money';

/**
 * PUT /api/admin/withdrawal-rules/:id ("1:USD") with the version read (0 for the defaults of a rule never
 * saved), so a change saved meanwhile by someone else is a 409, not overwritten.
 */
export const ruleUpdateBody = (values: FieldValues) => ({
  ...(typeof values.version === 'number' ? { version: values.version } : {}),
  min_amount: amountText(values.min_amount),
  max_amount: amountText(values.max_amount),
  daily_count: Number(values.daily_count ?? 0),
  daily_amount: amountText(values.daily_amount),
  turnover_multiplier: Number(values.turnover_multiplier ?? 0),
});

/** The contract's rules, plus the currency's decimals for each amount. */
export function validateRule(values: FieldValues) {
  const currency = String(values.currency ?? '');
  const errors: Record<string, unknown> = {};
  for (const field of ['min_amount', 'max_amount', 'daily_amount']) {
    const problem = amountProblem(values[field], currency, field !== 'max_amount');
    if (problem) errors[field] = problem;
  }
  return schemaErrors(withdrawalRuleUpdate, ruleUpdateBody(values), errors);
}
