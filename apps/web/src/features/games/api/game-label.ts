import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueView } from '../../../shared/api/games/catalogue-params';
import { deviceParam, siteIdParam } from '../../../shared/api/games/catalogue-params';
import { callApi } from '../../../shared/api/call-api';
import { memberQueryKey } from '../../../shared/api/member/get-member-layout';
import { useLayout } from '../../../shared/stores/layout-store';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';
import { useViewCurrency } from '../../../shared/stores/view-currency';

export interface ProviderRef {
  gpId: string;
  gtId: number;
  house: string;
}

/**
 * /v2/game_label: one provider's games (`main`) and its labelled lists (hot, new). Keyed by member,
 * since each game carries whether this member marked it a favourite.
 */
export const gameLabelQueryOptions = (
  memberId: string | null,
  { currency, mode }: CatalogueView,
  { gpId, gtId, house }: ProviderRef,
) =>
  queryOptions({
    queryKey: [...memberQueryKey(memberId), 'games', 'label', currency, mode, gpId, gtId, house],
    queryFn: () =>
      callApi('gameLabel', {
        site_id: siteIdParam(),
        currency,
        device: deviceParam(mode),
        gp_id: gpId,
        game_type_id: gtId,
        house: house || undefined,
      }),
    staleTime: 60_000,
  });

export function useGameLabel(provider: ProviderRef | undefined) {
  const memberId = useSession((s) => (isLoggedIn(s) ? s.memberId : null));
  const currency = useViewCurrency();
  const mode = useLayout((s) => s.mode);
  const fallback: ProviderRef = { gpId: '', gtId: 2, house: '' };
  return useQuery({
    ...gameLabelQueryOptions(memberId, { currency, mode }, provider ?? fallback),
    enabled: !!provider,
  });
}
