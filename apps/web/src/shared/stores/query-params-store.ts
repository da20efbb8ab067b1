import type { AppPagePart } from '@playdeck/contract';
import { ACCEPTED_QUERY_PARAMS, APP_PAGE_PARTS } from '@playdeck/contract';
import { create } from 'zustand';

export type AcceptedParam = (typeof ACCEPTED_QUERY_PARAMS)[number];
export type BootParams = Partial<Record<AcceptedParam, string>>;

/**
 * The accepted query parameters as the page was opened; query login reads tk/member_* later.
 * `search` is the whole query string as opened: query login strips its parameters from the address, and a
 * page that reports them on (the social-login callback) must not depend on running before it.
 */
export const useQueryParams = create<{ params: BootParams; search: string }>(() => ({ params: {}, search: '' }));

export function captureQueryParams(search: string): BootParams {
  const query = new URLSearchParams(search);
  const params: BootParams = {};
  for (const name of ACCEPTED_QUERY_PARAMS) {
    const value = query.get(name);
    if (value !== null) params[name] = value;
  }
  useQueryParams.setState({ params, search });
  return params;
}

export interface PageParts {
  header: boolean;
  content: boolean;
  footer: boolean;
  /** The float bar and the promotion pop-up: extras of the whole page, not of any one part. */
  overlays: boolean;
}

/**
 * appPage=header|content|footer shows only that part, which a host app embeds on its own, so the
 * page's overlays stay away; header=0 / footer=0 hide one part.
 */
export function pagePartsFor(params: BootParams): PageParts {
  const only = APP_PAGE_PARTS.find((part): part is AppPagePart => part === params.appPage);
  if (only)
    return { header: only === 'header', content: only === 'content', footer: only === 'footer', overlays: false };
  return { header: params.header !== '0', content: true, footer: params.footer !== '0', overlays: true };
}
