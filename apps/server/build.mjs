// Bundles the server (and the workspace packages it imports) into dist/main.js and the operator CLI; npm dependencies stay
// external and load from node_modules. Then makes the first-start database snapshots in dist/db-snapshots (0043).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@playdeck/'));

await build({
  // The server, and the commands that create a site and an operator user (`npm run site:create`, `operator:create`);
  // the snapshot builder is run below.
  entryPoints: {
    main: 'src/main.ts',
    'operator-create': 'src/cli/operator-create.ts',
    'site-create': 'src/cli/site-create.ts',
    // Hub88's Wallet API cases against the seamless wallet (`npm run conformance:hub88`, and in `npm test`).
    'hub88-conformance': 'src/cli/hub88-conformance.ts',
    'db-snapshots': 'src/db/first-start-snapshot-build.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // main.ts loads the app with a dynamic import so the database starts first: that needs its own chunk.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});

// A fresh data directory starts from these instead of initdb, migrations and seed; kept while the code and
// migrations are unchanged. SKIP_DB_SNAPSHOTS=1 leaves them out (the server then migrates and seeds at start).
if (process.env.SKIP_DB_SNAPSHOTS !== '1') {
  const started = performance.now();
  const { buildFirstStartSnapshots, codeDigest } = await import('./dist/db-snapshots.js');
  const { built } = await buildFirstStartSnapshots({
    outDir: fileURLToPath(new URL('./dist/db-snapshots/', import.meta.url)),
    migrationsDir: fileURLToPath(new URL('./src/db/migrations/', import.meta.url)),
    codeDigest: codeDigest(fileURLToPath(new URL('./dist/main.js', import.meta.url))),
  });
  if (built) console.log(`db snapshots made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
