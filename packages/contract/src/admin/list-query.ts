import { z } from 'zod';
import { text } from '../text.js';

/** The most rows one list page may ask for. */
export const MAX_PAGE_ROWS = 500;

/** A query parameter holding JSON (react-admin's simple REST shape): parsed, then checked by `inner`. */
function jsonParam<T extends z.ZodType>(inner: T) {
  return text()
    .max(4_000)
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(inner);
}

/**
 * `GET /api/admin/<resource>?filter={…}&sort=["field","ASC"]&range=[0,24]`. The reply is the page as a
 * JSON array with `Content-Range: <resource> <first>-<last>/<total>`.
 */
export function listQuery<F extends z.ZodRawShape, const S extends readonly [string, ...string[]]>(
  filter: F,
  sortFields: S,
) {
  return z.strictObject({
    filter: jsonParam(z.strictObject(filter)).optional(),
    sort: jsonParam(z.tuple([z.enum(sortFields), z.enum(['ASC', 'DESC'])])).optional(),
    range: jsonParam(
      z
        .tuple([z.number().int().min(0), z.number().int().min(0)])
        .refine(([first, last]) => last >= first && last - first < MAX_PAGE_ROWS, 'at most 500 rows, first ≤ last'),
    ).optional(),
  });
}

export interface ListPage {
  offset: number;
  limit: number;
}

/** The rows asked for; the first 25 when the console did not say. */
export const pageOf = (range: readonly [number, number] | undefined): ListPage =>
  range ? { offset: range[0], limit: range[1] - range[0] + 1 } : { offset: 0, limit: 25 };

/** An id in a path. */
export const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
