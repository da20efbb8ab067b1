import { Suspense, lazy } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './error-page';

// The 404 page is nobody's first paint of /: it loads with the first wrong address.
const NotFoundPage = lazy(() => import('./not-found-page').then((module) => ({ default: module.NotFoundPage })));

/** The router's error boundary: a thrown 404 (unmatched or invalid path) or any other failure (500). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    if (error.status === 404) {
      return (
        <Suspense fallback={null}>
          <NotFoundPage message={message} />
        </Suspense>
      );
    }
    return <ErrorPage status={error.status} message={message} />;
  }
  console.error(error);
  return <ErrorPage status={500} />;
}
