import { channelCreate, channelUpdate } from '@playdeck/contract/admin';
import type { RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { schemaErrors } from '../shared/form-errors';
import { parseMinor } from '@playdeck/contract';
import { amountProblem, amountText } from '../shared/money';
import { textOf } from '../shared/form-values';

// A channel as the form holds it: quick amounts are rows ({ amount }) for the array input, bank details
// only mean something on a bank channel (an online one sends them empty).

const BANK_FIELDS = ['bank_name', 'account_name', 'account_no', 'branch'] as const;
/** What members must see to make a transfer: a bank channel without them would take no money. */
const BANK_REQUIRED = ['bank_name', 'account_name', 'account_no'] as const;
const MONEY_FIELDS = ['min_amount', 'max_amount', 'daily_limit'] as const;

/** A record as the form edits it. */
export function channelFormValues(record: RaRecord) {
  const quick = Array.isArray(record.quick_amounts) ? (record.quick_amounts as string[]) : [];
  return { ...record, quick_amounts: quick.map((amount) => ({ amount })) };
}

function channelFields(values: FieldValues) {
  const bank = values.kind === 'bank';
  const rows = Array.isArray(values.quick_amounts) ? (values.quick_amounts as { amount?: unknown }[]) : [];
  return {
    name: textOf(values.name),
    enabled: Boolean(values.enabled),
    min_amount: amountText(values.min_amount),
    max_amount: amountText(values.max_amount),
    daily_limit: amountText(values.daily_limit),
    fee_rate_permille: Number(values.fee_rate_permille ?? 0),
    quick_amounts: rows.map((row) => amountText(row?.amount)).filter((amount) => amount !== ''),
    sort: Number(values.sort ?? 0),
    ...Object.fromEntries(BANK_FIELDS.map((field) => [field, bank ? textOf(values[field]) : ''])),
  };
}

/** POST /api/admin/payment-channels. */
export const channelCreateBody = (values: FieldValues) => ({
  site_id: Number(values.site_id),
  currency: String(values.currency ?? ''),
  kind: values.kind,
  ...channelFields(values),
});

/** PUT /api/admin/payment-channels/:id: the version read goes back, so a change made meanwhile is a 409. */
export const channelUpdateBody = (values: FieldValues) => ({ version: values.version, ...channelFields(values) });

/** Amounts with the currency's decimals, and a bank channel's account details, by form field. */
function formErrors(values: FieldValues) {
  const currency = String(values.currency ?? '');
  const errors: Record<string, unknown> = {};
  for (const field of MONEY_FIELDS) {
    const problem = amountProblem(values[field], currency, field !== 'max_amount');
    if (problem) errors[field] = problem;
  }
  const rows = Array.isArray(values.quick_amounts) ? (values.quick_amounts as { amount?: unknown }[]) : [];
  // A quick amount the channel would refuse is a button that always fails: it must lie within the range.
  // (Not while the range itself is wrong: the maximum's error says what to fix first.)
  const min = parseMinor(amountText(values.min_amount), currency);
  const max = parseMinor(amountText(values.max_amount), currency);
  const ranged = min === undefined || max === undefined || min <= max;
  const quick = rows.map((row) => {
    const problem = amountProblem(row?.amount, currency, false);
    if (problem) return { amount: problem };
    const units = parseMinor(amountText(row?.amount), currency)!;
    const outside = ranged && ((min !== undefined && units < min) || (max !== undefined && units > max));
    return outside ? { amount: 'app.payments.validation.quick_in_range' } : {};
  });
  if (quick.some((row) => 'amount' in row)) errors.quick_amounts = quick;
  if (values.kind === 'bank') {
    for (const field of BANK_REQUIRED) if (!textOf(values[field])) errors[field] = 'ra.validation.required';
  }
  return errors;
}

/** The form checked as the server will: the contract's schema, plus the currency's decimals. */
export function validateChannel(values: FieldValues, mode: 'create' | 'edit') {
  // A quick amount's issue names its index; the form's field is that row's `amount`.
  const fieldOf = (path: (string | number)[]) =>
    path[0] === 'quick_amounts' && typeof path[1] === 'number' ? ['quick_amounts', path[1], 'amount'] : path;
  if (mode === 'create') return schemaErrors(channelCreate, channelCreateBody(values), formErrors(values), fieldOf);
  return schemaErrors(channelUpdate, channelUpdateBody(values), formErrors(values), fieldOf);
}
