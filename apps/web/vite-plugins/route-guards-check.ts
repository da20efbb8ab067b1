import type * as Contract from '@playdeck/contract';
import type { Plugin } from 'vite';
import { runnerImport } from 'vite';

/**
 * Runs the contract's assertKnownGuards over PAGE_ROUTES, the table the router is built from, so an
 * unknown guard name fails the build instead of a visitor's navigation. The contract is TypeScript
 * source, so it is loaded through Vite's module runner rather than Node's own import.
 */
export function routeGuardsCheck(): Plugin {
  return {
    name: 'playdeck-route-guards-check',
    async buildStart() {
      const { module } = await runnerImport<typeof Contract>('@playdeck/contract', {
        configFile: false,
        logLevel: 'silent',
      });
      module.assertKnownGuards(module.PAGE_ROUTES);
    },
  };
}
