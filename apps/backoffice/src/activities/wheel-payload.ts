import { rouletteCreate, rouletteUpdate } from '@playdeck/contract/admin';
import type { RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { filledTexts } from './envelope-payload';
import { schemaErrors } from '../shared/form-errors';
import { decimalsOf, toMajor, toMinor } from './money';

interface PrizeValues {
  kind?: string;
  amount?: string;
  item?: string;
  labels?: Record<string, string>;
  weight?: number | string;
  stock?: number | string | null;
}

const iso = (value: unknown) => {
  const at = typeof value === 'string' || value instanceof Date ? new Date(value) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : '';
};

/** An empty stock means no limit. */
const stockOf = (v: PrizeValues['stock']) => (v === null || v === undefined || v === '' ? null : Number(v));

export const accountsOf = (text: unknown) =>
  String(text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);

function wheelFields(values: FieldValues) {
  const currency = String(values.currency ?? '');
  const prizes = ((values.prizes ?? []) as PrizeValues[]).map((p) => {
    const common = { labels: filledTexts(p.labels), weight: Number(p.weight), stock: stockOf(p.stock) };
    return p.kind === 'item'
      ? { kind: 'item', item: String(p.item ?? '').trim(), ...common }
      : { kind: 'cash', amount: toMinor(p.amount, currency) ?? -1, ...common };
  });
  const grant = values.grant ?? {};
  return {
    titles: filledTexts(values.titles),
    prizes,
    grant:
      grant.kind === 'currency'
        ? { kind: 'currency', draws: Number(grant.draws) }
        : { kind: 'accounts', accounts: accountsOf(grant.accounts), draws: Number(grant.draws) },
    start_at: iso(values.start_at),
    end_at: iso(values.end_at),
  };
}

export const wheelCreateBody = (values: FieldValues, requestId: string) => ({
  site_id: Number(values.site_id),
  currency: String(values.currency ?? ''),
  ...wheelFields(values),
  request_id: requestId,
});

export const wheelUpdateBody = (values: FieldValues) => ({ version: values.version, ...wheelFields(values) });

function moneyErrors(values: FieldValues) {
  const currency = String(values.currency ?? '');
  const prizes = ((values.prizes ?? []) as PrizeValues[]).map((p) =>
    p.kind !== 'item' && toMinor(p.amount, currency) === undefined
      ? { amount: { message: 'app.activities.validation.money', args: { decimals: decimalsOf(currency) } } }
      : {},
  );
  return prizes.some((p) => Object.keys(p).length) ? { prizes } : {};
}

export function validateWheel(values: FieldValues, mode: 'create' | 'edit') {
  const body = mode === 'create' ? wheelCreateBody(values, 'console-check') : wheelUpdateBody(values);
  return schemaErrors(mode === 'create' ? rouletteCreate : rouletteUpdate, body, moneyErrors(values));
}

/** A wheel as the form holds it (major units, accounts one a line). */
export function wheelFormValues(record: RaRecord) {
  const c = record.currency as string;
  return {
    ...record,
    prizes: (record.prizes as RaRecord[]).map((p) => ({ ...p, amount: toMajor(p.amount, c) })),
    grant: { ...record.grant, accounts: ((record.grant?.accounts ?? []) as string[]).join('\n') },
  };
}
