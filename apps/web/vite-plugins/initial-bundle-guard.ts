import type { Plugin, Rollup } from 'vite';

/**
 * Fails the build when a forbidden package (zod, socket.io-client) is reachable from the entry (or the app
 * it starts after the first paint) without a dynamic import: those belong to lazy chunks.
 */
export function initialBundleGuard(forbidden: readonly string[]): Plugin {
  return {
    name: 'playdeck-initial-bundle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])));
      const seen = new Set<string>();
      // The entry, and the app it starts right after the first paint (src/main.tsx).
      const first = (c: Rollup.OutputChunk) => c.isEntry || c.facadeModuleId?.endsWith('src/app/boot.tsx') === true;
      const queue = [...chunks.values()].filter(first).map((c) => c.fileName);
      while (queue.length > 0) {
        const name = queue.pop() as string;
        const chunk = chunks.get(name);
        if (!chunk || seen.has(name)) continue;
        seen.add(name);
        const bad = chunk.moduleIds.find((id) => forbidden.some((pkg) => id.includes(`/node_modules/${pkg}/`)));
        if (bad) this.error(`${bad} is in the initial bundle (${name}); import it dynamically.`);
        queue.push(...chunk.imports);
      }
    },
  };
}
