import type { Plugin } from 'vite';

/**
 * Fails the build when a forbidden package (zod, socket.io-client) is reachable from the entry without a
 * dynamic import: those belong to lazy chunks (DESIGN.md: the first paint is cheap).
 */
export function initialBundleGuard(forbidden: readonly string[]): Plugin {
  return {
    name: 'playdeck-initial-bundle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])));
      const seen = new Set<string>();
      const queue = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
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
