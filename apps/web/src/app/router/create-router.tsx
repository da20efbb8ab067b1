import { PAGE_ROUTES } from '@playdeck/contract';
import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { RouteErrorPage } from '../error-page/route-error-page';
import { BootSkeleton } from '../shell/boot-skeleton';
import { RootFrame } from '../shell/root-frame';
import { loadBuildMeta } from './build-meta';
import { notFoundLoader, pageLoader } from './page-loader';
import { pageLazy } from './page-modules';
import type { RouteHandle } from './types';

/**
 * The router is the contract's page table: one lazy route per PAGE_ROUTES entry (matched case-sensitively,
 * like the server), and a catch-all that applies route rules, then answers 404 'Page not found: {path}'.
 */
export function createAppRouter(buildId: string) {
  const meta = loadBuildMeta(buildId);
  const pages: RouteObject[] = PAGE_ROUTES.map((route) => ({
    ...(route.path === '/' ? { index: true } : { path: route.path.slice(1) }),
    caseSensitive: true,
    handle: { route } satisfies RouteHandle,
    loader: pageLoader(route, meta),
    lazy: pageLazy(route.page),
  }));
  pages.push({ path: '*', loader: notFoundLoader(meta) });
  return createBrowserRouter([
    { path: '/', Component: RootFrame, ErrorBoundary: RouteErrorPage, HydrateFallback: BootSkeleton, children: pages },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
