/**
 * Server-provided route rules (per site, delivered in builds/meta/{buildId}.json). A rule may redirect
 * to another path or to an external address; an external target must use http(s) and its host must be
 * on the site's allow-list, otherwise following it is refused.
 */
export interface RouteRule {
  /** Exact path, or a prefix ending in `/**`. */
  path: string;
  redirect: string;
  status?: 301 | 302 | 307 | 308;
}

export type RedirectResolution =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; to: string }
  | { kind: 'refused'; reason: 'protocol' | 'host' | 'malformed' };

export function findRouteRule(pathname: string, rules: readonly RouteRule[]): RouteRule | undefined {
  return rules.find((rule) =>
    rule.path.endsWith('/**') ? pathname.startsWith(rule.path.slice(0, -2)) : rule.path === pathname,
  );
}

export function resolveRedirect(target: string, allowedHosts: readonly string[]): RedirectResolution {
  if (target.startsWith('/') && !target.startsWith('//')) return { kind: 'internal', to: target };
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { kind: 'refused', reason: 'malformed' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused', reason: 'protocol' };
  const host = url.hostname.toLowerCase();
  const allowed = allowedHosts.some((h) => {
    const entry = h.toLowerCase();
    return entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry;
  });
  return allowed ? { kind: 'external', to: url.toString() } : { kind: 'refused', reason: 'host' };
}
