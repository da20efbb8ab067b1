/**
 * A list's filter as the admin API takes it (its filter object is strict): no empty values, and the
 * `ids` as positive whole numbers (what the filter bar's inputs hold may be text); an id that is not one
 * is left out rather than refused.
 */
export function listFilter(
  filter: Record<string, unknown> | undefined,
  ids: ReadonlySet<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (ids.has(key)) {
      const id = Number(typeof value === 'string' ? value.trim() : value);
      if (Number.isSafeInteger(id) && id > 0) out[key] = id;
    } else {
      out[key] = value;
    }
  }
  return out;
}
