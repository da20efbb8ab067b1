import type { Config } from '../config.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openDatabase } from '../db/client.js';

/**
 * Runs a command-line tool on this environment's database (DATABASE_URL, or the embedded one in
 * DATA_DIR), migrated first, and exits with its code; an error exits 1 with its message only.
 */
export function runCommand(work: (database: Database, config: Config) => Promise<number>): void {
  const run = async () => {
    const config = loadConfig();
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      await database.migrate(config.MIGRATIONS_DIR);
      return await work(database, config);
    } finally {
      await database.close();
    }
  };
  exitWith(run);
}

/** Runs a command and exits with its code; an error exits 1 with its message only. */
export function exitWith(run: () => Promise<number>): void {
  run().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}

/** A comma-separated option as its trimmed, non-empty entries (`--sites 1, 2` → ['1', '2']). */
export const commaList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
