import type { PGlite } from '@electric-sql/pglite';

/**
 * pg-boss speaks SQL text to a `{ executeSql }` object. PGlite has one connection, so calls are queued
 * one at a time; text without parameters may hold several statements (pg-boss's migrations), which
 * only `exec` runs; and after a failure a ROLLBACK clears any transaction the text had opened.
 */
export function pgliteBossAdapter(client: PGlite) {
  let queue: Promise<unknown> = Promise.resolve();
  const run = async (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
    try {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    } catch (err) {
      await client.exec('ROLLBACK').catch(() => undefined);
      throw err;
    }
  };
  return {
    executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      const next = queue.then(() => run(text, values));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
