// Bundles the server (and the workspace packages it imports) into dist/main.js and the operator CLI; npm dependencies stay
// external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@playdeck/'));

await build({
  // The server, and the commands that create a site and an operator user (`npm run site:create`, `operator:create`).
  entryPoints: {
    main: 'src/main.ts',
    'operator-create': 'src/cli/operator-create.ts',
    'site-create': 'src/cli/site-create.ts',
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
