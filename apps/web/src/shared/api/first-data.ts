import type { BuildMeta, FirstData, RenderedWith } from '@playdeck/contract';
import { FIRST_DATA_GLOBAL } from '@playdeck/contract';

/** The page's inline first data (contract FirstData), when the server sent it. */
export function pageFirstData(): FirstData | undefined {
  const data = (globalThis as unknown as Record<string, unknown>)[FIRST_DATA_GLOBAL] as FirstData | undefined;
  return data && typeof data === 'object' && typeof data.path === 'string' ? data : undefined;
}

/**
 * What the server rendered this very page with, when it rendered it: the markup in #root is then this
 * path's (a page served for another path, such as the offline copy, is rendered afresh).
 */
export function renderedWith(): RenderedWith | undefined {
  const data = pageFirstData();
  return data?.path === location.pathname ? data.rendered : undefined;
}

/** builds/meta of this build, when the page carries it. */
export function firstBuildMeta(buildId: string): BuildMeta | undefined {
  const meta = pageFirstData()?.meta;
  return meta?.id === buildId ? meta : undefined;
}
