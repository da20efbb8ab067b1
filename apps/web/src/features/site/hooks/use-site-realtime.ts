import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';
import { siteDetailQueryOptions } from '../../../shared/api/site/site-detail';

/** web_member customer_service_link_change: the customer-service links live in the site detail. */
export function useSiteRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('customer_service_link_change', () => {
    void queryClient.invalidateQueries({ queryKey: siteDetailQueryOptions().queryKey });
  });
}
