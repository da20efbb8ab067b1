import { createBrowserRouter } from 'react-router';
import { loadBuildMeta } from './build-meta';
import { notFoundLoader, pageLoader } from './page-loader';
import { appRoutes } from './routes';

/** The page's router: the route table with the loaders that apply route rules, guards and redirects. */
export function createAppRouter(buildId: string) {
  const meta = loadBuildMeta(buildId);
  return createBrowserRouter(
    appRoutes({ page: (route) => pageLoader(route, meta), notFound: () => notFoundLoader(meta) }),
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;
