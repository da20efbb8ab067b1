import type { PageRoute } from '@playdeck/contract';
import { PAGE_ROUTES } from '@playdeck/contract';
import type { LoaderFunction, RouteObject } from 'react-router';
import { RouteErrorPage } from '../error-page/route-error-page';
import { BootSkeleton } from '../shell/boot-skeleton';
import { RootFrame } from '../shell/root-frame';
import { pageLazy } from './page-modules';
import type { RouteHandle } from './types';

export interface RouteLoaders {
  page(route: PageRoute): LoaderFunction;
  notFound(): LoaderFunction;
}

/**
 * The contract's page table as routes: one lazy route per PAGE_ROUTES entry (matched case-sensitively,
 * like the server), and a catch-all that answers 404 'Page not found: {path}'. The browser and the server
 * share it; each brings its loaders (the browser applies route rules and guards, which the server did
 * before it rendered).
 */
export function appRoutes(loaders: RouteLoaders): RouteObject[] {
  const pages: RouteObject[] = PAGE_ROUTES.map((route) => ({
    ...(route.path === '/' ? { index: true } : { path: route.path.slice(1) }),
    caseSensitive: true,
    handle: { route } satisfies RouteHandle,
    loader: loaders.page(route),
    lazy: pageLazy(route.page),
  }));
  pages.push({ path: '*', loader: loaders.notFound() });
  return [
    { path: '/', Component: RootFrame, ErrorBoundary: RouteErrorPage, HydrateFallback: BootSkeleton, children: pages },
  ];
}
