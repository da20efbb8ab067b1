import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';

/** Footer, tab bar and float lists change rarely; the layout keeps them for the visit's first minutes. */
const LINKS_STALE_MS = 10 * 60_000;

// Silent: these decorate every page, and each has a static fallback, so a failure is not worth a toast.
export const footerQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'footer'],
    queryFn: () => callApi('footer', {}, { silent: true }).then((reply) => reply.list),
    staleTime: LINKS_STALE_MS,
    retry: 1,
  });

export const mobileFooterQueryOptions = (template: string) =>
  queryOptions({
    queryKey: ['content', 'mobileFooter', template],
    queryFn: () => callApi('mobileFooter', { template }, { silent: true }).then((reply) => reply.list),
    staleTime: LINKS_STALE_MS,
    retry: 1,
  });

export const floatQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'float'],
    queryFn: () => callApi('float', {}, { silent: true }).then((reply) => reply.list),
    staleTime: LINKS_STALE_MS,
    retry: 1,
  });

/** /arks/web/footer: the desktop footer's columns. */
export const useFooterItems = () => useQuery(footerQueryOptions());

/** /arks/web/web-mobile-footer: the mobile tab bar of a mobile template. */
export const useMobileFooterItems = (template: string) => useQuery(mobileFooterQueryOptions(template));

/** /arks/web/float: the slide bar. */
export const useFloatItems = () => useQuery(floatQueryOptions());
