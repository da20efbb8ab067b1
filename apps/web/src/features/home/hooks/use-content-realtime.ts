import type { LanguageScoped } from '@playdeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { currentLocale } from '../../../shared/i18n/translate';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';

/** A template push names the language it changed; one without a language concerns every language. */
export function concernsThisPage(data: LanguageScoped | undefined, locale: string): boolean {
  return !data?.language || data.language === locale;
}

/**
 * The public content channels: a push refetches the content it names. Content queries
 * are keyed ['content', '<callName>', ...], so one prefix reaches every variant (use type, template, language).
 */
export function useContentRealtime(): void {
  const queryClient = useQueryClient();
  const refetch = (callName: string) => void queryClient.invalidateQueries({ queryKey: ['content', callName] });
  useRealtimeEvent('carousel_picture.url', () => refetch('carousel'));
  useRealtimeEvent('model_settings.url', (data) => {
    if (concernsThisPage(data, currentLocale())) refetch('modelSetting');
  });
  useRealtimeEvent('model_sponsor.url', (data) => {
    if (concernsThisPage(data, currentLocale())) refetch('modelSponsor');
  });
  useRealtimeEvent('model_login.url', (data) => {
    if (concernsThisPage(data, currentLocale())) refetch('modelLogin');
  });
  useRealtimeEvent('customer_service_link_change', () => refetch('float'));
}
