import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

const TEMPLATE = fileURLToPath(new URL('../src/app/pwa/service-worker.js', import.meta.url));

/** The lazy chunks a first paint needs besides the entry: every layout and the home page. */
const SHELL_MODULES = [
  'src/app/layouts/desktop-layout.tsx',
  'src/app/layouts/mobile-layout.tsx',
  'src/app/layouts/default-layout.tsx',
  'src/app/pages/home.tsx',
];

/**
 * Writes dist/sw.js from src/app/pwa/service-worker.js with this build's id (from build.json, written by
 * the build-info plugin, which must come first) and the app shell to precache: the entry, the layouts
 * and the home page, with every chunk and stylesheet they import statically.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'playdeck-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const build = bundle['build.json'];
      if (build?.type !== 'asset') return this.error('build.json is missing: put buildInfo() before serviceWorker()');
      const { id } = JSON.parse(String(build.source)) as { id: string };
      const source = readFileSync(TEMPLATE, 'utf8')
        .replace(`'__PLAYDECK_BUILD_ID__'`, JSON.stringify(id))
        .replace(`['__PLAYDECK_SHELL_ASSETS__']`, JSON.stringify(shellAssets(bundle)));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

function shellAssets(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) visit(byFile.get(name));
  };
  for (const chunk of chunks) {
    const shell = chunk.isEntry || SHELL_MODULES.some((m) => chunk.facadeModuleId?.endsWith(m));
    if (shell) visit(chunk);
  }
  return [...files].sort().map((file) => `/${file}`);
}
