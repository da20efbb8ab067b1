import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';

/** The router's error boundary: a thrown 404 (unmatched or invalid path) or any other failure (500). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    if (error.status === 404) return <NotFoundPage message={message} />;
    return <ErrorPage status={error.status} message={message} />;
  }
  console.error(error);
  return <ErrorPage status={500} />;
}
