import type { BuildMeta, GuardName, PageRoute } from '@playdeck/contract';
import {
  COOKIE_KEYS,
  findRouteRule,
  matchRoute,
  notFoundMessage,
  resolveRedirect,
  validateRoute,
  validationFailedMessage,
} from '@playdeck/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { data, redirect, redirectDocument, replace } from 'react-router';
import { isProduction } from '../../shared/config/public-config';
import { t } from '../../shared/i18n/translate';
import { writeCookie } from '../../shared/lib/cookies';
import { guards } from '../../shared/lib/guards';
import { isNavigationBooted } from './boot-state';
import { keepLocaleInStep } from './locale-step';
import { consumeRedirectFlags } from './redirect-flags';

/**
 * The rules every navigation passes through, in order: server route rules, redirect-only
 * paths, the route's validation step, its guard, and full-page-load areas. The server applies the same
 * rules to a full page load; this repeats them for in-app navigation.
 */
export function pageLoader(route: PageRoute, meta: Promise<BuildMeta | null>) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const here = `${url.pathname}${url.search}`;
    const first = !isNavigationBooted();
    const go = first ? replace : redirect;

    keepLocaleInStep(url);
    await followRouteRule(url, await meta, go);

    if (route.directOpenRedirect && first) throw replace('/');
    if (route.page === 'fastDeposit') {
      writeCookie(COOKIE_KEYS.fastDeposit, '1');
      throw go('/');
    }
    if (route.page === 'register' && isProduction()) {
      writeCookie(COOKIE_KEYS.isRouteRegister, '1');
      throw go('/');
    }

    const match = matchRoute(url.pathname);
    if (!match) throw data(notFoundMessage(url.pathname), { status: 404 });
    if (!validateRoute(match)) throw data(validationFailedMessage(url.pathname), { status: 404 });

    if (route.guard) guardOrThrow(route.guard, here, first);
    // Member, proxy and payment areas are full page loads; moving inside an area already loaded is not.
    if (route.fullPageLoad && !first && matchRoute(location.pathname)?.route.page !== route.page) {
      throw redirectDocument(here);
    }
    if (route.page === 'index') consumeRedirectFlags();
    return null;
  };
}

/** Unmatched paths: a server route rule may still redirect them (/promo, /vip); otherwise 404. */
export function notFoundLoader(meta: Promise<BuildMeta | null>) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    keepLocaleInStep(url);
    await followRouteRule(url, await meta, isNavigationBooted() ? redirect : replace);
    throw data(notFoundMessage(url.pathname), { status: 404 });
  };
}

function guardOrThrow(name: GuardName, target: string, first: boolean): void {
  const verdict = guards[name](target);
  if (verdict === true) return;
  // Refused: a first page load lands on home, an in-app navigation stays where the visitor is.
  throw replace(first ? '/' : `${location.pathname}${location.search}`);
}

async function followRouteRule(url: URL, meta: BuildMeta | null, go: typeof redirect): Promise<void> {
  const rule = meta && findRouteRule(url.pathname, meta.routeRules);
  if (!meta || !rule) return;
  const target = resolveRedirect(rule.redirect, meta.redirectHosts);
  if (target.kind === 'internal') {
    if (target.to !== url.pathname && target.to !== `${url.pathname}${url.search}`) throw go(target.to);
    return;
  }
  if (target.kind === 'external') {
    window.location.assign(target.to);
    // The browser is leaving; keep the navigation pending instead of rendering the old page.
    return new Promise<void>(() => undefined);
  }
  // Following a rule to a host off the allow-list, or to another protocol, is an error.
  // 500 like the server answers a full page load of it (decision 0002), with the service link.
  throw data(t('route.redirect_refused', { path: url.pathname }), { status: 500 });
}
