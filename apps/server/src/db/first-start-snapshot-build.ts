import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openDatabase } from './client.js';
import type { Database } from './client.js';
import {
  SNAPSHOT_FORMAT,
  SNAPSHOT_MANIFEST,
  readSnapshotManifest,
  snapshotFileName,
  snapshotKey,
} from './first-start-snapshot.js';
import type { SnapshotManifest, SnapshotVariant } from './first-start-snapshot.js';
import { seedDemo } from './seed/index.js';

// The build runs this module from the bundle (dist/db-snapshots.js) and needs the entry's digest too.
export { codeDigest } from './first-start-snapshot.js';

/** Writes `data` to `file` whole or not at all (two builds, or two test runs, may race). */
export function writeWhole(file: string, data: Uint8Array | string): void {
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

/**
 * A dumped data directory, gzipped (a sixth of its size; unzipped in tens of milliseconds) unless `gzip` is
 * false (the tests' copy, loaded hundreds of times per run from a local cache).
 */
export async function dumpSnapshot(database: Database, { gzip = true } = {}): Promise<Uint8Array> {
  if (!database.pglite) throw new Error('only an embedded database can be dumped');
  const tar = new Uint8Array(await (await database.pglite.dumpDataDir('none')).arrayBuffer());
  return gzip ? gzipSync(tar, { level: 6 }) : tar;
}

/**
 * Makes the first-start snapshots in `outDir` (the build's dist/db-snapshots): a database with every
 * migration of `migrationsDir` applied, and the same seeded with the demo, each keyed by
 * `snapshotKey`. Snapshots whose key still matches are kept (an unchanged build makes none); files of other
 * keys are removed. Returns the manifest and whether anything was made.
 */
export async function buildFirstStartSnapshots(opts: {
  outDir: string;
  migrationsDir: string;
  codeDigest: string;
}): Promise<{ manifest: SnapshotManifest; built: boolean }> {
  const variants: SnapshotVariant[] = ['migrated', 'demo'];
  const keys = Object.fromEntries(
    variants.map((variant) => [
      variant,
      snapshotKey({ migrationsDir: opts.migrationsDir, variant, codeDigest: opts.codeDigest }),
    ]),
  ) as Record<SnapshotVariant, string>;
  const current = readSnapshotManifest(opts.outDir);
  const upToDate = variants.every((variant) => {
    const entry = current?.snapshots[variant];
    return entry?.key === keys[variant] && existsSync(join(opts.outDir, entry.file));
  });
  if (current && upToDate) return { manifest: current, built: false };

  mkdirSync(opts.outDir, { recursive: true });
  const manifest: SnapshotManifest = { format: SNAPSHOT_FORMAT, snapshots: {} };
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    // The very steps a start takes (app.ts): migrate, then seed; each snapshot is taken after its step.
    await database.migrate(opts.migrationsDir);
    for (const variant of variants) {
      if (variant === 'demo') await seedDemo(database.db);
      const file = snapshotFileName(variant, keys[variant]);
      writeWhole(join(opts.outDir, file), await dumpSnapshot(database));
      manifest.snapshots[variant] = { key: keys[variant], file };
    }
  } finally {
    await database.close();
  }
  writeWhole(join(opts.outDir, SNAPSHOT_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const kept = new Set([SNAPSHOT_MANIFEST, ...Object.values(manifest.snapshots).map((entry) => entry.file)]);
  for (const name of readdirSync(opts.outDir)) {
    if (!kept.has(name) && !name.endsWith('.partial')) rmSync(join(opts.outDir, name), { force: true });
  }
  return { manifest, built: true };
}
