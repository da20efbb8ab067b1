import { referralSettingsUpdate } from '@playdeck/contract/admin';
import type { FieldValues } from 'react-hook-form';
import { schemaErrors } from '../shared/form-errors';
import { amountProblem, amountText } from '../shared/money';

// Recommend-a-friend settings of one site and currency ("1:USD"): the switch and at most one award rule
// per kind, amounts as decimal strings in that currency.

interface RuleRow {
  kind?: unknown;
  threshold?: unknown;
  award?: unknown;
}

const rowsOf = (values: FieldValues): RuleRow[] =>
  Array.isArray(values.rules) ? (values.rules as (RuleRow | null | undefined)[]).map((row) => row ?? {}) : [];

/**
 * PUT /api/admin/referral-settings/:id with the version read (0 for defaults never saved), so a change
 * saved meanwhile by someone else is a 409, not overwritten.
 */
export const referralUpdateBody = (values: FieldValues) => ({
  ...(typeof values.version === 'number' ? { version: values.version } : {}),
  enabled: Boolean(values.enabled),
  rules: rowsOf(values).map((row) => ({
    kind: typeof row.kind === 'string' ? row.kind : '',
    threshold: amountText(row.threshold),
    award: amountText(row.award),
  })),
});

/** Each row's own problems: a kind, amounts in the currency's decimals, a kind not used by an earlier row. */
function ruleErrors(values: FieldValues) {
  const currency = String(values.currency ?? '');
  const rows = rowsOf(values);
  const seen = new Set<unknown>();
  const errors = rows.map((row) => {
    const error: Record<string, unknown> = {};
    if (typeof row.kind !== 'string' || row.kind === '') error.kind = 'ra.validation.required';
    else if (seen.has(row.kind)) error.kind = 'app.programmes.validation.one_per_kind';
    seen.add(row.kind);
    // A turnover of nothing would pay for merely registering (the server refuses it too).
    const threshold = amountProblem(row.threshold, currency, row.kind !== 'turnover');
    if (threshold) error.threshold = threshold;
    // An award of nothing would be a rule that gives nothing away: say so rather than save it.
    const award = amountProblem(row.award, currency, false);
    if (award) error.award = award;
    return error;
  });
  return errors.some((error) => Object.keys(error).length > 0) ? errors : undefined;
}

/**
 * The contract's rules (decimal amounts, one rule per kind), the currency's decimals, and no programme
 * switched on without a rule: members would be shown a programme that can award nothing.
 */
export function validateReferral(values: FieldValues) {
  const extra: Record<string, unknown> = {};
  const rules = ruleErrors(values);
  if (rules) extra.rules = rules;
  else if (values.enabled && rowsOf(values).length === 0) extra.rules = 'app.programmes.validation.rules_needed';
  return schemaErrors(referralSettingsUpdate, referralUpdateBody(values), extra);
}

/** The kinds not yet used by a row: what the next row may be. */
export const unusedKinds = (rules: unknown, kinds: readonly string[]): string[] => {
  const used = new Set(Array.isArray(rules) ? rules.map((row: RuleRow | null) => row?.kind) : []);
  return kinds.filter((kind) => !used.has(kind));
};
