import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { siteIdParam as siteId } from '../../../shared/api/games/catalogue-params';
import type { BulletinTarget } from '../lib/popup-rules';

/** /arks/web/bulletin for visitors, /arks/web/bulletin/member (token) for members. */
export const bulletinQueryOptions = (target: BulletinTarget, member: boolean) =>
  queryOptions({
    queryKey: ['content', member ? 'memberBulletin' : 'bulletin', target.display_device, target.display_location],
    queryFn: () =>
      // Silent: a pop-up that cannot load simply does not appear; a toast about it would only confuse.
      callApi(member ? 'memberBulletin' : 'bulletin', { site_id: siteId(), ...target }, { silent: true }),
  });

export function useBulletins(target: BulletinTarget, member: boolean) {
  return useQuery(bulletinQueryOptions(target, member));
}

/** /arks/web/bulletin/history: the pop-ups published before, for the history dialog. */
export function useBulletinHistory(target: BulletinTarget) {
  return useQuery({
    queryKey: ['content', 'bulletinHistory', target.display_device, target.display_location],
    queryFn: () => callApi('bulletinHistory', { site_id: siteId(), ...target }, { silent: true }),
  });
}

/** /arks/web/bulletin/member/hide: the member does not want to see this location's pop-up again. */
export function hideMemberBulletin(target: BulletinTarget): Promise<unknown> {
  return callApi('memberBulletinHide', { site_id: siteId(), ...target });
}
