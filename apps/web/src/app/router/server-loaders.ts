import type { PageRoute } from '@playdeck/contract';
import { matchRoute, notFoundMessage, validateRoute, validationFailedMessage } from '@playdeck/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { data } from 'react-router';
import { t } from '../../shared/i18n/translate';
import type { RouteLoaders } from './routes';

/**
 * The loaders of a server render. The server has already applied route rules and redirects to the page
 * load (and renders no guarded page), so what is left is the outcome the browser's loaders reach for the
 * same address: a 404 for an unmatched or invalid path, the refused-redirect 500, or the page itself.
 */
export function serverLoaders(refusedRedirect: boolean): RouteLoaders {
  const outcome = ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (refusedRedirect) throw data(t('route.redirect_refused', { path: url.pathname }), { status: 500 });
    const match = matchRoute(url.pathname);
    if (!match) throw data(notFoundMessage(url.pathname), { status: 404 });
    if (!validateRoute(match)) throw data(validationFailedMessage(url.pathname), { status: 404 });
    return null;
  };
  return { page: (_route: PageRoute) => outcome, notFound: () => outcome };
}
