import { useContentRealtime } from '../../features/home/hooks/use-content-realtime';
import { useSiteRealtime } from '../../features/site/hooks/use-site-realtime';
import { useFavicon } from '../../features/site/hooks/use-favicon';

/** Site-wide effects that need the query client, mounted once by whichever layout is showing. */
export function useSiteEffects(): void {
  useSiteRealtime();
  useContentRealtime();
  useFavicon();
}
