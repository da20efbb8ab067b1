import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfo } from './vite-plugins/build-info';
import { initialBundleGuard } from './vite-plugins/initial-bundle-guard';
import { precompress } from './vite-plugins/precompress';
import { routeGuardsCheck } from './vite-plugins/route-guards-check';

const apiTarget = process.env.PLAYDECK_DEV_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    buildInfo(),
    routeGuardsCheck(),
    initialBundleGuard(['zod', 'socket.io-client', 'engine.io-client']),
    precompress(),
  ],
  build: {
    target: 'es2022',
    // The server reads it to hint the chunks a page load will need (locale catalog, layout, home).
    manifest: true,
  },
  server: {
    proxy: Object.fromEntries(['/api', '/builds', '/socket.io'].map((p) => [p, { target: apiTarget, ws: true }])),
  },
});
