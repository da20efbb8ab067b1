import type { Currency, Locale, PublicConfig } from '@playdeck/contract';
import { matchRoute } from '@playdeck/contract';
import type { DehydratedState, Query } from '@tanstack/react-query';
import { dehydrate, skipToken } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppTree } from './app/app-tree';
import { serverLoaders } from './app/router/server-loaders';
import { appRoutes } from './app/router/routes';
import { preloadLayout } from './app/shell/layout-registry';
import type { LayoutKind } from './app/shell/types';
import type { ServerTransport } from './shared/api/api-client';
import { setServerTransport } from './shared/api/api-client';
import { queryClient } from './shared/api/query-client';
import { applyPublicConfig } from './shared/config/public-config';
import { loadNamespace } from './shared/i18n/catalogs';
import { speakLocale } from './shared/i18n/translate';
import type { LayoutMode } from './shared/lib/device';
import { setRenderState } from './shared/stores/first-render-state';
import { useLayout } from './shared/stores/layout-store';
import { usePreferences } from './shared/stores/preferences-store';
import { captureQueryParams, useQueryParams } from './shared/stores/query-params-store';
import { NO_SESSION, useSession } from './shared/stores/session-store';
import { pageHeadOf } from './app/page-head';
import { isNotFound } from './features/content/api/pages';
import { floatQueryOptions } from './features/content/api/site-links';
import type { PageHead } from './app/page-head';

export type { PageHead };
/** Which chunk each page is, so the server can carry a rendered page's stylesheets. */
export { PAGE_FILES } from './app/router/page-modules';

export interface ServerRenderInput {
  /** Path and query of the page. */
  url: string;
  config: PublicConfig;
  locale: Locale;
  currency: Currency;
  /** The layout the server guessed from the client hints or user agent; the page re-renders if its width disagrees. */
  layout: LayoutMode;
  /** The page load is the refused-redirect error (a route rule to a host off the allow-list). */
  refusedRedirect: boolean;
  /** The API as a visitor of this site in this language would call it. */
  api: ServerTransport;
}

export interface ServerRenderResult {
  /** The markup of #root. */
  html: string;
  status: number;
  head: PageHead;
  /** The query cache the markup was rendered with; the page hydrates with it. */
  queries: DehydratedState;
  /** Every call the page made was answered (a page missing some is not kept for other visitors). */
  complete: boolean;
}

/** Rounds of "render, then make the calls it asked for": a section shown once data arrives asks for more. */
const MAX_DATA_ROUNDS = 3;

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a visitor's page. The app keeps its state in modules (config, language, stores, query cache), as
 * a page does, so renders take turns: each sets that state for its site and page, renders, and hands over.
 */
export function renderPage(input: ServerRenderInput): Promise<ServerRenderResult> {
  const turn = queue.then(() => renderAlone(input));
  queue = turn.catch(() => undefined);
  return turn;
}

async function renderAlone(input: ServerRenderInput): Promise<ServerRenderResult> {
  const url = new URL(input.url, 'http://page.invalid');
  const route = matchRoute(url.pathname)?.route;
  applyPublicConfig(input.config);
  speakLocale(input.locale);
  await Promise.all([
    loadNamespace(input.locale, 'common'),
    route && route.page !== 'index' ? loadNamespace(input.locale, 'pages') : undefined,
  ]);
  speakLocale(input.locale);
  const kind: LayoutKind = route?.hideHeader && route.hideFooter ? 'default' : input.layout;
  await preloadLayout(kind);
  setRenderState(useLayout, { device: input.layout, mode: input.layout });
  setRenderState(usePreferences, { locale: input.locale, currency: input.currency });
  captureQueryParams(url.search);
  setRenderState(useQueryParams, useQueryParams.getState());
  setRenderState(useSession, NO_SESSION);
  queryClient.clear();
  setServerTransport(input.api);
  try {
    const handler = createStaticHandler(appRoutes(serverLoaders(input.refusedRedirect)));
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`the page answered a redirect (${context.status})`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const tree = (
      <AppTree>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppTree>
    );
    // The float bar mounts just after the first render, so no render asks for it: its data comes along.
    await Promise.all([prerender(tree), route && queryClient.prefetchQuery(floatQueryOptions())]);
    for (let round = 1; round < MAX_DATA_ROUNDS && (await fetchWanted()) > 0; round++) await prerender(tree);
    // What could not be had renders as loading, as it will in the page before its own call. A page asks
    // for a missing promotion or article on purpose: its "not found" is an answer, not a failure.
    const failed = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => isEnabled(query) && query.state.status !== 'success' });
    const complete = failed.every((query) => isNotFound(query.state.error));
    // A promotion or article that is not there is a missing page to a crawler too.
    const missing = failed.some((query) => isNotFound(query.state.error));
    queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
    const html = await prerender(tree);
    const head = pageHeadOf(route, url, context);
    const status = missing && context.statusCode === 200 ? 404 : context.statusCode;
    return { html, status, head, queries: dehydrate(queryClient), complete };
  } finally {
    setServerTransport(undefined);
    queryClient.clear();
  }
}

/**
 * Whether the page would make this query's call: a query can be switched off for a visitor (a member's
 * letters). Its observers are not subscribed on the server, so the option is read from the query itself.
 */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false && query.options.queryFn !== skipToken;
}

/** Makes the calls the last render asked for and had no data for; how many there were. */
async function fetchWanted(): Promise<number> {
  const wanted = queryClient.getQueryCache().findAll({
    predicate: (query: Query) =>
      isEnabled(query) && query.state.status === 'pending' && query.state.fetchStatus === 'idle',
  });
  await Promise.all(wanted.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
  // A call that failed is not asked again in the next round.
  return wanted.filter((query) => query.state.status === 'success').length;
}

/**
 * The whole page at once, every boundary in place: React would otherwise move a large boundary to the end
 * of the page with an inline script to put it back, which the page's script policy refuses.
 */
async function prerender(tree: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
