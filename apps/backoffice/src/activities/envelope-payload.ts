import { redEnvelopeCreate, redEnvelopeUpdate } from '@playdeck/contract/admin';
import type { RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { schemaErrors } from '../shared/form-errors';
import { decimalsOf, toMajor, toMinor } from './money';

const iso = (value: unknown) => {
  const at = typeof value === 'string' || value instanceof Date ? new Date(value) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : '';
};

/** Texts per language without the languages left empty. */
export const filledTexts = (texts: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((texts ?? {}) as Record<string, unknown>)
      .filter(([, v]) => typeof v === 'string' && v.trim())
      .map(([locale, v]) => [locale, String(v).trim()]),
  );

const moneyError = (currency: string) => ({
  message: 'app.activities.validation.money',
  args: { decimals: decimalsOf(currency) },
});

/** The drop's fields from the form; amounts the operator typed in major units go out in minor units. */
function envelopeFields(values: FieldValues, currency: string) {
  const money = (v: unknown) => toMinor(v, currency) ?? -1;
  const rule = values.amount ?? {};
  return {
    titles: filledTexts(values.titles),
    budget: money(values.budget),
    count: Number(values.count),
    amount:
      rule.kind === 'random'
        ? { kind: 'random', min: money(rule.min), max: money(rule.max) }
        : { kind: 'fixed', amount: money(rule.amount) },
    start_at: iso(values.start_at),
    end_at: iso(values.end_at),
    min_member_days: Number(values.min_member_days ?? 0),
  };
}

export const envelopeCreateBody = (values: FieldValues, requestId: string) => ({
  site_id: Number(values.site_id),
  currency: String(values.currency ?? ''),
  ...envelopeFields(values, String(values.currency ?? '')),
  request_id: requestId,
});

export const envelopeUpdateBody = (values: FieldValues) => ({
  version: values.version,
  ...envelopeFields(values, String(values.currency ?? '')),
});

/** Amounts that are not a positive number with the currency's decimals, by their form field. */
function moneyErrors(values: FieldValues, currency: string) {
  const errors: Record<string, unknown> = {};
  const rule = values.amount ?? {};
  const bad = (v: unknown) => toMinor(v, currency) === undefined;
  if (bad(values.budget)) errors.budget = moneyError(currency);
  const amount: Record<string, unknown> = {};
  for (const key of rule.kind === 'random' ? ['min', 'max'] : ['amount']) {
    if (bad(rule[key])) amount[key] = moneyError(currency);
  }
  if (Object.keys(amount).length) errors.amount = amount;
  return errors;
}

/** The form checked with the contract's schema, as the server will check it. */
export function validateEnvelope(values: FieldValues, mode: 'create' | 'edit') {
  const currency = String(values.currency ?? '');
  if (mode === 'create') {
    return schemaErrors(redEnvelopeCreate, envelopeCreateBody(values, 'console-check'), moneyErrors(values, currency));
  }
  return schemaErrors(redEnvelopeUpdate, envelopeUpdateBody(values), moneyErrors(values, currency));
}

/** A drop as the form holds it (major units). */
export function envelopeFormValues(record: RaRecord) {
  const c = record.currency as string;
  const rule = record.amount as { kind: string; amount?: number; min?: number; max?: number };
  return {
    ...record,
    budget: toMajor(record.budget, c),
    amount: {
      kind: rule.kind,
      amount: toMajor(rule.amount ?? rule.min, c),
      min: toMajor(rule.min ?? rule.amount, c),
      max: toMajor(rule.max ?? rule.amount, c),
    },
  };
}
