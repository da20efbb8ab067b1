import { useQuery } from '@tanstack/react-query';
import type { SiteDetail } from '@playdeck/contract';
import type { MemberLink } from '../../lib/member-links';
import { hiddenMemberLinks } from '../../lib/member-links';
import { siteDetailQueryOptions } from './site-detail';

// Module level: the selection reruns only when the site detail changes.
const select = (detail: SiteDetail) => hiddenMemberLinks(detail.env_config);
const NONE: MemberLink[] = [];

/** The member links this site hides; none while the site detail loads or cannot be read. */
export function useHiddenMemberLinks(): readonly MemberLink[] {
  return useQuery({ ...siteDetailQueryOptions(), select }).data ?? NONE;
}
