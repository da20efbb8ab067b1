import type { BannerUseType, CallPathName } from '@playdeck/contract';
import {
  adsQueryOptions,
  carouselQueryOptions,
  marqueeQueryOptions,
  templateConfigQueryOptions,
} from '../features/home/api/content';
import { floatQueryOptions, footerQueryOptions, mobileFooterQueryOptions } from '../features/content/api/site-links';
import { logosQueryOptions } from '../features/site/api/get-logos';
import { firstReplies } from '../shared/api/first-data';
import { queryClient } from '../shared/api/query-client';
import { siteDetailQueryOptions } from '../shared/api/site/site-detail';
import { isLoggedIn } from '../shared/stores/session-store';

type Body = Record<string, unknown>;

/** The query each first-screen call feeds, built from the body the call was made with (its key follows). */
const QUERY_OF: Partial<Record<CallPathName, (body: Body) => Promise<void>>> = {
  siteDetail: () => queryClient.prefetchQuery(siteDetailQueryOptions()),
  logos: () => queryClient.prefetchQuery(logosQueryOptions()),
  templateConfig: (body) => queryClient.prefetchQuery(templateConfigQueryOptions(String(body.mobileTemplateName))),
  carousel: (body) => queryClient.prefetchQuery(carouselQueryOptions(body.use_type as BannerUseType)),
  // The reply is the same for everyone; the page keeps what its audience sees.
  marquee: () => queryClient.prefetchQuery(marqueeQueryOptions(isLoggedIn() ? 'member' : 'visitor')),
  modelSetting: (body) => queryClient.prefetchQuery(adsQueryOptions(String(body.model_version), String(body.language))),
  mobileFooter: (body) => queryClient.prefetchQuery(mobileFooterQueryOptions(String(body.template))),
  footer: () => queryClient.prefetchQuery(footerQueryOptions()),
  float: () => queryClient.prefetchQuery(floatQueryOptions()),
};

/**
 * Fills the query cache from the replies the page carries, before the first render: the queries answer
 * from the page without a round trip (their calls resolve at once), so the first screen renders once,
 * with its content, instead of once empty and again as each reply arrives.
 */
export function primeFirstScreen(): void {
  for (const { name, body } of firstReplies()) void QUERY_OF[name]?.(body);
}
