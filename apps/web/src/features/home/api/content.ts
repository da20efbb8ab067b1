import type { BannerUseType } from '@playdeck/contract';
import { BANNER_USE_TYPE } from '@playdeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';
import { currentLocale } from '../../../shared/i18n/translate';
import type { LayoutMode } from '../../../shared/lib/device';
import { useLayout } from '../../../shared/stores/layout-store';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';
import type { Audience } from '../lib/announcements';
import { visibleAnnouncements } from '../lib/announcements';

// Every content query's key starts with ['content', '<callName>'] so a realtime push can invalidate a call's
// queries whatever their other parts (hooks/use-content-realtime.ts). Content is decoration: failures stay
// silent and the page shows its fallbacks.

export const carouselQueryOptions = (useType: BannerUseType) =>
  queryOptions({
    queryKey: ['content', 'carousel', useType],
    queryFn: () =>
      callApi('carousel', { use_type: useType }, { silent: true }).then((reply) => reply.web_carousel_picture_list),
  });

/** carousel_picture: the desktop pictures (use_type 0) on the desktop layout, the mobile ones (2) on phones. */
export function useBanners() {
  const mode = useLayout((s) => s.mode);
  return useQuery(carouselQueryOptions(mode === 'desktop' ? BANNER_USE_TYPE.desktop : BANNER_USE_TYPE.mobile));
}

export const marqueeQueryOptions = (audience: Audience) =>
  queryOptions({
    // The audience is part of the key, so logging in or out asks again (the reply may differ per member).
    queryKey: ['content', 'marquee', audience],
    queryFn: () =>
      callApi('marquee', { sort_field: 'sort', sort_order: 'asc' }, { silent: true }).then((reply) =>
        visibleAnnouncements(reply.web_announcement_list, audience),
      ),
  });

/** announcement/marquee, in the operator's order. */
export function useAnnouncements() {
  const member = useSession(isLoggedIn);
  return useQuery(marqueeQueryOptions(member ? 'member' : 'visitor'));
}

/** The template whose content a layout shows: the desktop template, or the mobile one on phones. */
export function templateFor(mode: LayoutMode): string {
  return mode === 'desktop' ? config.TEMPLATE_NAME : config.MOBILE_TEMPLATE_NAME;
}

export const adsQueryOptions = (template: string, language: string) =>
  queryOptions({
    queryKey: ['content', 'modelSetting', template, language],
    queryFn: () =>
      callApi('modelSetting', { model_version: template, language }, { silent: true }).then((reply) => reply.list),
  });

/** model_setting: the template's ads in the page's language. */
export function useTemplateAds() {
  const mode = useLayout((s) => s.mode);
  return useQuery(adsQueryOptions(templateFor(mode), currentLocale()));
}

export const templateConfigQueryOptions = (mobileTemplateName: string) =>
  queryOptions({
    queryKey: ['content', 'templateConfig', mobileTemplateName],
    // Success of this local call is code 1000, which apiRequest accepts alongside 100.
    queryFn: () => callApi('templateConfig', { mobileTemplateName }, { silent: true }),
    staleTime: Infinity,
  });

/** template_config for the site's mobile template: section order and banner interval. */
export function useTemplateConfig() {
  return useQuery(templateConfigQueryOptions(config.MOBILE_TEMPLATE_NAME));
}
