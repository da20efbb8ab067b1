import type { z } from 'zod';
import { calls } from '@playdeck/contract';
import type { CallSpec } from '@playdeck/contract';

export type AnyCall = CallSpec<z.ZodType, unknown>;
export type Body = Record<string, unknown>;

/** The whole catalogue, as the server mounts it (api.ts spreads in the games and content calls). */
export const CATALOGUE = Object.entries(calls) as [string, AnyCall][];

/** Every request is a z.strictObject; its shape names the fields. */
export function fieldsOf(call: AnyCall): Record<string, z.ZodType> {
  const shape = (call.request as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) throw new Error(`${call.path}: the request is not an object schema`);
  return shape;
}

/**
 * Values tried in order until a field accepts one. Strings come first so a field that takes a string
 * gets one (to put a NUL into); the rest covers the enums, numbers and lists of the catalogue.
 */
const CANDIDATES: unknown[] = [
  'abc123',
  'USD',
  '1',
  'main',
  'hot',
  'register_member',
  'member_agent',
  'sort',
  'asc',
  'H5_1',
  'bank',
  'in',
  '1234',
  'D20261124ABCDEF1234',
  1,
  2,
  0,
  true,
  ['abc123'],
  [{ game_id: 1, status: 1 }],
  { abc: 'abc123' },
  // Last, so no field that took an earlier value changes: the ledger's group, and a date (YYYY-MM-DD).
  'deposit',
  '2026-01-01',
  // Player protection's windows and periods.
  'day',
  '24h',
  '6m',
  // A reality check: its session's start (an instant) and an answer.
  '2026-01-01T00:00:00Z',
  'continue',
];

export const acceptedValue = (field: z.ZodType): unknown => CANDIDATES.find((value) => field.safeParse(value).success);

const isRequired = (field: z.ZodType) => !field.safeParse(undefined).success;

export const requiredFields = (call: AnyCall) =>
  Object.entries(fieldsOf(call))
    .filter(([, field]) => isRequired(field))
    .map(([name]) => name);

/** The smallest body the call accepts: each required field with a value it takes. */
export function validBase(call: AnyCall): Body {
  const fields = fieldsOf(call);
  const base = Object.fromEntries(requiredFields(call).map((name) => [name, acceptedValue(fields[name]!)]));
  if (!call.request.safeParse(base).success) {
    throw new Error(`${call.path}: no accepted body from the candidates; add a value its fields take`);
  }
  return base;
}

/** Puts `unit` into every string (and record key) of a value; undefined when it holds no string. */
export function withCodeUnit(value: unknown, unit: string): unknown {
  const put = (s: string) => `${s.slice(0, 1)}${unit}${s.slice(1)}`;
  if (typeof value === 'string') return put(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => withCodeUnit(item, unit));
    return items.some((item) => item !== undefined) ? items.map((item, i) => item ?? value[i]) : undefined;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [put(k), withCodeUnit(v, unit) ?? v]));
  }
  return undefined;
}
