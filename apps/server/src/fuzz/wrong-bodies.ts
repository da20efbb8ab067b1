import fc from 'fast-check';
import type { AnyCall, Body } from './call-shapes.js';
import { fieldsOf, requiredFields, validBase } from './call-shapes.js';

/** Strings that broke servers before: NUL, lone surrogates, numbers spelt out, markup, a huge one. */
const awkwardString = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e300',
  '-1e300',
  '-0',
  '0x1F',
  '',
  ' ',
  '<img src=x onerror=alert(1)>',
  "' or '1'='1",
  '../../etc/passwd',
  '%00',
  '😀',
  'x'.repeat(100_000),
);
/** Any UTF-16 code units, so NUL, control characters and unpaired surrogates turn up anywhere. */
const codeUnits = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 12 })
  .map((units) => String.fromCharCode(...units));
const awkwardNumber = fc.constantFrom(0, -1, 0.5, -0.5, 2 ** 31, 2 ** 53 + 2, 1e300, -1e300, Number.MIN_VALUE);
const leaf = fc.oneof(awkwardString, codeUnits, awkwardNumber, fc.boolean(), fc.constant(null));

/** A wrong value for any field: a leaf, or lists and objects of them (nested junk). */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), codeUnits), tie('value'), { maxKeys: 3 }),
  ),
})).value;

export const without = (body: Body, name: string) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => k !== name));

/** What the server receives: the JSON text's value (NaN becomes null, undefined keys vanish). */
export const overTheWire = (body: unknown): unknown => JSON.parse(JSON.stringify(body) ?? 'null');

/** Bodies of every wrong kind for one call, kept only when the call's own schema refuses them. */
export function wrongBodies(call: AnyCall): fc.Arbitrary<unknown> {
  const names = Object.keys(fieldsOf(call));
  const base = validBase(call);
  const required = requiredFields(call);
  const kinds: fc.Arbitrary<unknown>[] = [
    // The whole body is not an object.
    fc.oneof(fc.constant(null), leaf, fc.array(junk, { maxLength: 3 })),
    // An unknown field beside an accepted body.
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), junk).map(([k, v]) => ({ ...base, [k]: v })),
  ];
  if (names.length) {
    // One field wrong in an otherwise accepted body; any set of fields wrong.
    kinds.push(fc.tuple(fc.constantFrom(...names), junk).map(([k, v]) => ({ ...base, [k]: v })));
    kinds.push(fc.record(Object.fromEntries(names.map((n) => [n, junk])), { requiredKeys: [] }));
  }
  // A required field missing.
  if (required.length) kinds.push(fc.constantFrom(...required).map((name) => without(base, name)));
  return fc.oneof(...kinds).filter((body) => !call.request.safeParse(overTheWire(body)).success);
}

/** JSON texts a parser must refuse, or that parse into values no request accepts. */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,',
  'nul',
  "{'a':1}",
  '{"a":1}}',
  '\u0000',
  '{"a":"\\ud800"',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
];
/** Valid JSON a request must still refuse: infinities, prototype keys, a scalar. */
export const AWKWARD_JSON = [
  '{"site_id":1e999}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{}}}',
  '"x"',
  '-0',
];

/** Query strings for a GET call: any keys, single or repeated values, kept when the schema refuses them. */
export function wrongQueries(call: AnyCall): fc.Arbitrary<URLSearchParams> {
  const value = fc.oneof(
    awkwardString.filter((s) => s.length < 1_000),
    codeUnits,
  );
  const entries = fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), value), { minLength: 1, maxLength: 4 });
  return (
    entries
      // Encoded and decoded once, as it travels: a lone surrogate arrives as U+FFFD.
      .map((pairs) => new URLSearchParams(new URLSearchParams(pairs).toString()))
      .filter((query) => !call.request.safeParse(parsedQuery(query)).success)
  );
}

/**
 * The query as the server sees it: a repeated key becomes a list. Built with `Object.fromEntries`, which
 * makes every key an own property: an assignment would turn a `__proto__` key into the object's prototype,
 * and the field the server names (`__proto__: unknown field`) would not be the one expected.
 */
export function parsedQuery(query: URLSearchParams): Record<string, string | string[]> {
  return Object.fromEntries(
    [...new Set(query.keys())].map((key) => {
      const values = query.getAll(key);
      return [key, values.length > 1 ? values : values[0]!];
    }),
  );
}
