import react from '@vitejs/plugin-react';
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

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        buildInfo(),
        routeGuardsCheck(),
        initialBundleGuard(['zod', 'socket.io-client', 'engine.io-client']),
        serviceWorker(),
        precompress(),
      ],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  // The server renderer (src/entry-server.tsx, built into dist-server/) carries its libraries with it, so
  // the server needs none of the member site's packages installed beside it.
  ssr: { noExternal: true },
  // Libraries read NODE_ENV at run time on the server: the renderer is React's production build.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', copyPublicDir: false }
    : {
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
