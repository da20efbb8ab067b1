import { cashbackSettingsUpdate } from '@playdeck/contract/admin';
import { parseMinor } from '@playdeck/contract';
import type { FieldValues } from 'react-hook-form';
import { schemaErrors } from '../shared/form-errors';
import { amountProblem, amountText } from '../shared/money';
import { numberOf } from '../shared/form-values';

// Cash-back settings of one site and currency ("1:USD"): a rate in per mille of the period's net loss, a
// cap ("0": none) and a minimum per member and period, how often, and whether members claim it.

/** PUT /api/admin/cashback-settings/:id with the version read: a change saved meanwhile is a 409. */
export const cashbackUpdateBody = (values: FieldValues) => ({
  ...(typeof values.version === 'number' ? { version: values.version } : {}),
  enabled: Boolean(values.enabled),
  rate_permille: numberOf(values.rate_permille),
  cap: amountText(values.cap),
  minimum: amountText(values.minimum),
  period: values.period,
  mode: values.mode,
});

/** The contract's rules, the currency's decimals, and a minimum a capped grant can still reach. */
export function validateCashback(values: FieldValues) {
  const currency = String(values.currency ?? '');
  const errors: Record<string, unknown> = {};
  for (const field of ['cap', 'minimum']) {
    const problem = amountProblem(values[field], currency);
    if (problem) errors[field] = problem;
  }
  const rate = numberOf(values.rate_permille);
  if (Number.isFinite(rate) && !Number.isInteger(rate))
    errors.rate_permille = 'app.programmes.validation.whole_permille';
  if (!errors.cap && !errors.minimum) {
    const cap = parseMinor(amountText(values.cap), currency);
    const minimum = parseMinor(amountText(values.minimum), currency);
    // With a cap below the minimum, no period could ever be granted anything.
    if (cap !== undefined && minimum !== undefined && cap > 0n && minimum > cap) {
      errors.minimum = 'app.programmes.validation.minimum_above_cap';
    }
  }
  return schemaErrors(cashbackSettingsUpdate, cashbackUpdateBody(values), errors);
}
