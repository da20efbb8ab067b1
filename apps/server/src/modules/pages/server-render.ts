import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicConfig } from '@playdeck/contract';
import { PAGE_RENDER_HEADER, pageRenderToken } from '../../lib/page-render-calls.js';
import { withTimeout } from '../../lib/with-timeout.js';

/** The member site's server renderer (apps/web/src/entry-server.tsx), as the server calls it. */
export interface RenderInput {
  url: string;
  config: PublicConfig;
  locale: string;
  currency: string;
  layout: 'desktop' | 'mobile';
  refusedRedirect: boolean;
  api(path: string, body: object): Promise<unknown>;
}

export interface RenderOutput {
  html: string;
  status: number;
  head: { title: string; description: string; image?: string };
  queries: unknown;
  /** Every call the page made was answered: a page missing some is served but not kept. */
  complete: boolean;
}

export interface PageRenderer {
  renderPage(input: RenderInput): Promise<RenderOutput>;
  /** Each page's source file, as the build's manifest names its chunk. */
  PAGE_FILES: Partial<Record<string, string>>;
}

/**
 * The renderer built beside the member site (`dist-server/` next to its `dist/`), loaded on first use;
 * undefined when the site was built without it (then pages are served with their skeleton, as before).
 */
export function loadRenderer(webDist: string): () => Promise<PageRenderer | undefined> {
  const file = join(webDist, '../dist-server/entry-server.js');
  let loading: Promise<PageRenderer | undefined> | undefined;
  return () => {
    loading ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<PageRenderer>)
      : Promise.resolve(undefined);
    return loading;
  };
}

/** How long a render waits for one of its calls; past it, that part of the page renders as loading. */
const CALL_MS = 5_000;

/**
 * The member API as a visitor's page calls it, in the page's language, through the API's own routes, so a
 * rendered page shows exactly what the page's own calls would have answered. The page is kept for every
 * visitor of the site, language and country, so the calls carry only those (no address, agent or session)
 * and are the server's own (lib/page-render-calls.ts).
 */
export function renderApi(
  app: FastifyInstance,
  request: FastifyRequest,
  locale: string,
  countryHeader: string,
): RenderInput['api'] {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    lang: locale,
    [PAGE_RENDER_HEADER]: pageRenderToken,
  };
  for (const name of ['host', countryHeader]) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (path, body) => {
    // Renders take turns: a call that hangs (a database gone away) must fail, not hold every page behind it.
    const res = await withTimeout(app.inject({ method: 'POST', url: `/api${path}`, headers, payload: body }), CALL_MS);
    return res.json();
  };
}
