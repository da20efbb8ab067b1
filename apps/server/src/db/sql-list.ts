import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/** `v1, v2, …` as bound parameters, for `in (…)`. */
export const sqlValues = (values: readonly (number | string)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
