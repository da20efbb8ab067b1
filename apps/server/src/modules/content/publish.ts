import { channels } from '@playdeck/contract';
import type { RealtimeHub } from '../realtime/types.js';
import type { SiteRecord } from '../site/types.js';
import type { ContentKind } from './kinds.js';
import type { ContentRow } from './repo.js';

/**
 * Tells open pages, on the site's public realtime channels, that content they show has changed, so they
 * refetch it; the event names the language when the entry is written in one.
 */
export function publishChange(
  realtime: RealtimeHub,
  site: SiteRecord,
  entry: Pick<ContentRow, 'kind' | 'locale' | 'template'>,
): void {
  const language = entry.locale ? { language: entry.locale } : {};
  switch (entry.kind as ContentKind) {
    case 'banner':
      for (const currency of site.currencies) realtime.publish(channels.webApi(currency), 'carousel_picture.url', {});
      return;
    case 'ad':
      realtime.publish(channels.template(entry.template ?? site.templateName), 'model_settings.url', language);
      return;
    // Spec: sponsor and login lists refetch on bob_mobile_template; the desktop template's channel carries
    // the same event so desktop pages stay current too (decision 0011).
    case 'sponsor':
    case 'login': {
      const event = entry.kind === 'sponsor' ? 'model_sponsor.url' : 'model_login.url';
      realtime.publish(channels.bobMobileTemplate, event, language);
      realtime.publish(channels.template(site.templateName), event, language);
      return;
    }
    case 'float':
      realtime.publish(channels.webMember, 'customer_service_link_change', {});
      return;
    default:
      return;
  }
}
