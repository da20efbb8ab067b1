import type { AppEnv, RouteRule } from '@playdeck/contract';
import { COOKIE_KEYS, findRouteRule, matchRoute, resolveRedirect, validateRoute } from '@playdeck/contract';

export type PageDecision =
  | { kind: 'redirect'; to: string; status: number; setCookie?: string }
  | { kind: 'page'; status: 200 | 404 | 500; reason?: 'unmatched' | 'validation' | 'refused-redirect' };

interface SiteRouting {
  routeRules: readonly RouteRule[];
  redirectHosts: readonly string[];
}

/**
 * What a full page load of `pathname` gets (decision 0002). The web app applies the same
 * rules on in-app navigation from the same contract functions.
 */
export function decidePage(pathname: string, search: string, site: SiteRouting, env: AppEnv): PageDecision {
  const rule = findRouteRule(pathname, site.routeRules);
  if (rule) {
    const target = resolveRedirect(rule.redirect, site.redirectHosts);
    if (target.kind === 'refused') return { kind: 'page', status: 500, reason: 'refused-redirect' };
    return { kind: 'redirect', to: target.to, status: rule.status ?? 302 };
  }
  const match = matchRoute(pathname);
  if (!match) return { kind: 'page', status: 404, reason: 'unmatched' };
  const home = `/${search}`;
  if (match.route.page === 'fastDeposit') {
    return { kind: 'redirect', to: home, status: 302, setCookie: COOKIE_KEYS.fastDeposit };
  }
  if (match.route.page === 'register' && env === 'production') {
    return { kind: 'redirect', to: home, status: 302, setCookie: COOKIE_KEYS.isRouteRegister };
  }
  if (match.route.directOpenRedirect) return { kind: 'redirect', to: home, status: 302 };
  if (!validateRoute(match)) return { kind: 'page', status: 404, reason: 'validation' };
  return { kind: 'page', status: 200 };
}
