import type { ContentSite } from '../shared/use-sites';

/** The languages to offer: the site's (its own order, default first), or every site's when none is chosen. */
export function localesOf(sites: readonly ContentSite[], site?: ContentSite): string[] {
  if (site) return [...(site.locales ?? [])];
  return [...new Set(sites.flatMap((s) => s.locales ?? []))];
}

/** The site's own templates (desktop, mobile) when the sites API names them. */
export function templatesOf(site?: ContentSite): string[] {
  const named = [site?.template_name ?? site?.template, site?.mobile_template_name ?? site?.mobile_template];
  return named.filter((t): t is string => typeof t === 'string' && t !== '');
}

/** The address of a page of the member site (the site's first host, on this console's scheme and port). */
export function memberSiteUrl(site: ContentSite | undefined, path: string): string | undefined {
  const host = site?.hosts?.[0];
  if (!host) return undefined;
  const here = typeof window === 'undefined' ? undefined : window.location;
  if (here && site?.hosts?.includes(here.hostname)) return `${here.origin}${path}`;
  const port = here?.port && !host.includes(':') ? `:${here.port}` : '';
  return `${here?.protocol ?? 'https:'}//${host}${port}${path}`;
}
