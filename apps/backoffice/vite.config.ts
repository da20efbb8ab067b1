import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';

// recharts and the packages only it brings (the d3 parts, its redux store, decimal and array helpers);
// eventemitter3 and use-sync-external-store are left out on purpose: ra-core and TipTap use them too.
const CHART_MODULES =
  /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|decimal\.js-light|tiny-invariant)[\\/]/;

// The rich-text editor of the HTML inputs (content entries, letters: TipTap, ProseMirror and what only they
// use), loaded with the lazy chunk of the editor (shared/html-input.tsx).
const RICH_TEXT_MODULES =
  /node_modules[\\/](@tiptap|prosemirror-[a-z-]+|ra-input-rich-text|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/;

const apiTarget = process.env.PLAYDECK_DEV_API ?? 'http://127.0.0.1:3000';

/** The operator console: its own bundle, served by the server at /admin/ (never loaded by the member site). */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    modulePreload: { polyfill: false },
    // react-admin and MUI make one large, long-cached vendor file; the console is not on a first-paint budget.
    // The chart library (and what only it uses) is a file of its own, loaded with the dashboard's lazy chunk:
    // in the vendor file it would weigh on every page of the console.
    chunkSizeWarningLimit: 2_500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vendor first: a group takes its modules' dependencies along, so react stays in vendor.
            {
              name: 'vendor',
              test: (id: string) => /node_modules/.test(id) && !CHART_MODULES.test(id) && !RICH_TEXT_MODULES.test(id),
              priority: 2,
            },
            { name: 'charts', test: CHART_MODULES, priority: 1 },
            { name: 'rich-text', test: RICH_TEXT_MODULES, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': { target: apiTarget } } },
});
