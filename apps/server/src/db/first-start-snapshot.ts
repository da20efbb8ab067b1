import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A first start on an empty PGlite directory runs initdb, every migration and (for the demo) the seed:
 * seconds. The build does that once and keeps the result beside the bundle, a dumped data directory per
 * variant; a server that finds its data directory empty starts from the matching one instead, and runs its
 * migrations and seed as usual (they find nothing to do). A snapshot is used only when its key matches:
 * the same migration files, the same code (the seed is code), the same PGlite. Otherwise the start takes
 * the usual path. See docs/decisions/0043.
 */

/** Bumped when what a snapshot holds, or how it is stored, changes. */
export const SNAPSHOT_FORMAT = 1;
export const SNAPSHOT_MANIFEST = 'manifest.json';

/** Migrated only (production, SEED_DEMO=false), or migrated and seeded with the demo. */
export type SnapshotVariant = 'migrated' | 'demo';

export interface SnapshotManifest {
  format: number;
  snapshots: Partial<Record<SnapshotVariant, { key: string; file: string }>>;
}

export interface SnapshotKeyInput {
  /** The server's migrations (MIGRATIONS_DIR): its SQL files and journal are part of the key. */
  migrationsDir: string;
  variant: SnapshotVariant;
  /** The code that migrates and seeds: the bundle's entry (see `codeDigest`). */
  codeDigest: string;
}

/** The installed PGlite's version: a data directory is only known to load into the engine that wrote it. */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
  }
  throw new Error('@electric-sql/pglite: no package.json found');
}

/**
 * The code a snapshot was made by: the bundle's entry file. Its imports name chunks by a hash of their
 * contents (and of what they import), so any change to the bundled code changes this file.
 */
export const codeDigest = (entryFile: string): string =>
  createHash('sha256').update(readFileSync(entryFile)).digest('hex');

/** The files the migrator reads: every SQL file and the journal. */
function migrationsDigest(dir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const name of [...files, join('meta', '_journal.json')]) {
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(dir, name)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function snapshotKey(input: SnapshotKeyInput): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        format: SNAPSHOT_FORMAT,
        pglite: pgliteVersion(),
        variant: input.variant,
        migrations: migrationsDigest(input.migrationsDir),
        code: input.codeDigest,
      }),
    )
    .digest('hex')
    .slice(0, 32);
}

export const snapshotFileName = (variant: SnapshotVariant, key: string) => `${variant}-${key}.tar.gz`;

export function readSnapshotManifest(dir: string): SnapshotManifest | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, SNAPSHOT_MANIFEST), 'utf8')) as SnapshotManifest;
    return manifest.format === SNAPSHOT_FORMAT && manifest.snapshots ? manifest : undefined;
  } catch {
    return undefined;
  }
}

export type SnapshotChoice = { use: true; variant: SnapshotVariant; data: Uint8Array } | { use: false; reason: string };

/**
 * The snapshot a start on `dataDir` should begin from: only for an embedded directory that holds no
 * database yet ('memory://' never does), and only one whose key matches this server's migrations, code and
 * PGlite. Anything else (no snapshot beside the bundle, another key, an unreadable file) says why not, and
 * the start migrates and seeds as usual.
 */
export function chooseFirstStartSnapshot(opts: {
  /** Where the build put the snapshots (dist/db-snapshots). */
  dir: string;
  dataDir: string;
  migrationsDir: string;
  seed: boolean;
  /** Called only when a snapshot could be used: most starts find a database and need no digest. */
  codeDigest: () => string;
}): SnapshotChoice {
  if (!opts.dataDir.startsWith('memory://') && existsSync(join(opts.dataDir, 'PG_VERSION'))) {
    return { use: false, reason: 'the data directory holds a database' };
  }
  const variant: SnapshotVariant = opts.seed ? 'demo' : 'migrated';
  const entry = readSnapshotManifest(opts.dir)?.snapshots[variant];
  if (!entry) return { use: false, reason: `no ${variant} snapshot in ${opts.dir}` };
  let key: string;
  try {
    key = snapshotKey({ migrationsDir: opts.migrationsDir, variant, codeDigest: opts.codeDigest() });
  } catch (err) {
    return { use: false, reason: `no key: ${(err as Error).message}` };
  }
  if (entry.key !== key) return { use: false, reason: `the ${variant} snapshot was made by other migrations or code` };
  try {
    // Still gzipped: openDatabase unzips it on the thread pool while the server's modules load.
    const data = readFileSync(join(opts.dir, entry.file));
    if (data[0] !== 0x1f || data[1] !== 0x8b) throw new Error('not gzip');
    return { use: true, variant, data };
  } catch (err) {
    return { use: false, reason: `the ${variant} snapshot is unreadable: ${(err as Error).message}` };
  }
}
