import { agentPlanCreate, agentPlanUpdate } from '@playdeck/contract/admin';
import { parseMinor } from '@playdeck/contract';
import type { RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { schemaErrors } from '../shared/form-errors';
import { amountProblem, amountText } from '../shared/money';
import { numberOf, textOf } from '../shared/form-values';
import { MAX_PERMILLE } from './agent-choices';

// A commission plan of one site and currency: its name, whether new agents get it, and its terms (how
// often it settles, the tiers of rates, the shares of bonuses and fees deducted, what a negative period
// does, and the upline's share of a sub-agent's commission). Rates in per mille, amounts as decimals.

interface TierRow {
  active_members?: unknown;
  net_result?: unknown;
  rate_permille?: unknown;
}

const tierRows = (terms: FieldValues | undefined): TierRow[] =>
  Array.isArray(terms?.tiers) ? (terms.tiers as (TierRow | null | undefined)[]).map((row) => row ?? {}) : [];

/** The terms as the contract takes them. */
export const termsBody = (terms: FieldValues | undefined) => ({
  period: terms?.period,
  tiers: tierRows(terms).map((row) => ({
    active_members: numberOf(row.active_members),
    net_result: amountText(row.net_result),
    rate_permille: numberOf(row.rate_permille),
  })),
  bonus_share_permille: numberOf(terms?.bonus_share_permille),
  fee_share_permille: numberOf(terms?.fee_share_permille),
  carry_negative: Boolean(terms?.carry_negative),
  sub_agent_permille: numberOf(terms?.sub_agent_permille),
});

/**
 * A plan as its edit form holds it: the terms to edit are the ones saved for the next period when there
 * are some, else the running ones; the running terms stay beside them, shown, not edited.
 */
export const planFormValues = (record: RaRecord) => ({
  ...record,
  terms: record.next_terms ?? record.terms,
  running_terms: record.terms,
});

/** POST /api/admin/agent-plans. */
export const planCreateBody = (values: FieldValues) => ({
  site_id: numberOf(values.site_id),
  currency: textOf(values.currency),
  name: textOf(values.name),
  is_default: Boolean(values.is_default),
  terms: termsBody(values.terms),
});

/** PUT /api/admin/agent-plans/:id with the version read: a change saved meanwhile is a 409. */
export const planUpdateBody = (values: FieldValues) => ({
  version: values.version,
  name: textOf(values.name),
  is_default: Boolean(values.is_default),
  terms: termsBody(values.terms),
});

/** Why a percentage input's per mille cannot go out: missing, finer than 0.1 %, or out of 0 to `max`. */
export function permilleProblem(value: unknown, max: number) {
  const permille = numberOf(value);
  if (!Number.isFinite(permille)) return 'ra.validation.required';
  if (!Number.isInteger(permille)) return 'app.agents.validation.one_decimal';
  if (permille < 0) return { message: 'ra.validation.minValue', args: { min: 0 } };
  if (permille > max) return { message: 'ra.validation.maxValue', args: { max: max / 10 } };
  return undefined;
}

const filled = (errors: Record<string, unknown>) => Object.keys(errors).length > 0;

/** Each tier's own problems, and a tier whose thresholds an earlier one has already (100 and 100.00 alike). */
function tierErrors(rows: TierRow[], currency: string) {
  const seen = new Set<string>();
  const errors = rows.map((row) => {
    const error: Record<string, unknown> = {};
    const members = numberOf(row.active_members);
    if (!Number.isFinite(members)) error.active_members = 'ra.validation.required';
    else if (!Number.isInteger(members)) error.active_members = 'app.agents.validation.whole_number';
    const amount = amountProblem(row.net_result, currency);
    if (amount) error.net_result = amount;
    const rate = permilleProblem(row.rate_permille, MAX_PERMILLE.rate);
    if (rate) error.rate_permille = rate;
    if (!filled(error)) {
      const thresholds = `${members}:${String(parseMinor(amountText(row.net_result), currency))}`;
      if (seen.has(thresholds)) error.active_members = 'app.agents.validation.same_tier';
      seen.add(thresholds);
    }
    return error;
  });
  return errors.some(filled) ? errors : undefined;
}

/** The terms' problems as the form shows them: percentages in %, amounts in the currency's decimals. */
function termsErrors(terms: FieldValues | undefined, currency: string) {
  const errors: Record<string, unknown> = {};
  const rows = tierRows(terms);
  const tiers = rows.length === 0 ? 'app.agents.validation.tier_needed' : tierErrors(rows, currency);
  if (tiers) errors.tiers = tiers;
  const shares = [
    ['bonus_share_permille', MAX_PERMILLE.share],
    ['fee_share_permille', MAX_PERMILLE.share],
    ['sub_agent_permille', MAX_PERMILLE.sub_agent],
  ] as const;
  for (const [field, max] of shares) {
    const problem = permilleProblem(terms?.[field], max);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The form checked as the server will (the contract's schema), with the console's own messages first. */
export function validatePlan(values: FieldValues, mode: 'create' | 'edit') {
  const terms = termsErrors(values.terms as FieldValues | undefined, textOf(values.currency));
  const extra = filled(terms) ? { terms } : {};
  if (mode === 'create') return schemaErrors(agentPlanCreate, planCreateBody(values), extra);
  return schemaErrors(agentPlanUpdate, planUpdateBody(values), extra);
}
