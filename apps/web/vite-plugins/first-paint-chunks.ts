import { fileURLToPath } from 'node:url';

type ModuleInfoLike = { importedIds: readonly string[] } | null;
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfoLike;
}

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
const SRC = src('');
const HOME = src('app/pages/home.tsx');
const LAYOUTS = [src('app/layouts/desktop-layout.tsx'), src('app/layouts/mobile-layout.tsx')];

/**
 * Chunk groups for the first visit of `/`. Left alone, Rolldown splits the shared code of the lazy
 * layout and home chunks into some twenty tiny files, each compressed on its own (about 1 KB lost to gzip
 * overhead and cold dictionaries) and each one more request:
 * - `initial`: everything the entry imports statically, in one file;
 * - `first-paint`: what the home page imports and what both layouts import, in one file. Code that only
 *   one layout uses stays in that layout's chunk, so a phone still never downloads the desktop header.
 */
export function firstPaintChunkGroups() {
  const reach = new Map<string, Set<string>>();
  const reachable = (root: string, ctx: ChunkingContext): Set<string> => {
    let seen = reach.get(root);
    if (seen) return seen;
    seen = new Set();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    reach.set(root, seen);
    return seen;
  };
  return [
    { name: 'initial', tags: ['$initial' as const], priority: 2 },
    {
      name: (id: string, ctx: ChunkingContext) => {
        // Only the app's own modules: following imports through a package's index reaches modules tree
        // shaking drops (the contract's zod schemas), which must stay out of the first paint.
        if (!id.startsWith(SRC) || id === HOME || LAYOUTS.includes(id)) return null;
        const layouts = LAYOUTS.filter((layout) => reachable(layout, ctx).has(id)).length;
        const home = reachable(HOME, ctx).has(id);
        return layouts === LAYOUTS.length || home ? 'first-paint' : null;
      },
      priority: 1,
      // Their dependencies are chunked as before (libraries, the contract), not dragged into this one.
      includeDependenciesRecursively: false,
    },
  ];
}
