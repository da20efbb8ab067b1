import preact from '@preact/preset-vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import { buildInfo } from './vite-plugins/build-info';
import { firstPaintChunkGroups } from './vite-plugins/first-paint-chunks';
import { initialBundleGuard } from './vite-plugins/initial-bundle-guard';
import { precompress } from './vite-plugins/precompress';
import { routeGuardsCheck } from './vite-plugins/route-guards-check';
import { serviceWorker } from './vite-plugins/service-worker';

const apiTarget = process.env.PLAYDECK_DEV_API ?? 'http://127.0.0.1:3000';

// react-router's package exports only its development build (dev warnings compiled in); the production
// build beside it is the same code without them. Dev keeps the warnings.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [
    // The page is written against React's API and runs on Preact's compatible one (react and react-dom are
    // aliased to preact/compat, in dev and in the build): the same components for a fifth of the runtime.
    // See docs/decisions/0029-preact-runtime.md.
    preact({ reactAliasesEnabled: true, prerender: { enabled: false } }),
    buildInfo(),
    routeGuardsCheck(),
    initialBundleGuard(['zod', 'socket.io-client', 'engine.io-client']),
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    target: 'es2022',
    // The server reads it to hint the chunks a page load will need (locale catalog, layout, home).
    manifest: true,
    // Every browser that runs this build's es2022 modules supports modulepreload natively.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: firstPaintChunkGroups() } } },
  },
  server: {
    proxy: Object.fromEntries(['/api', '/builds', '/socket.io'].map((p) => [p, { target: apiTarget, ws: true }])),
  },
}));
