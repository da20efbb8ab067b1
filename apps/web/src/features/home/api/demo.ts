import type { GameEntry } from '@playdeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueView } from '../../../shared/api/games/catalogue-params';
import { deviceParam, siteIdParam, templateParam } from '../../../shared/api/games/catalogue-params';
import { callApi } from '../../../shared/api/call-api';
import { popupFeatures } from '../../../shared/lib/navigation';
import { useLayout } from '../../../shared/stores/layout-store';
import { useViewCurrency } from '../../../shared/stores/view-currency';

/** /demo/gt_games: the game types and providers that have demo games. */
export const demoTypesQueryOptions = ({ currency, mode }: CatalogueView) =>
  queryOptions({
    queryKey: ['home', 'demo', 'types', currency, mode],
    queryFn: () =>
      callApi('demoTypeGames', {
        site_id: siteIdParam(),
        currency,
        support_device: deviceParam(mode),
        template: templateParam(mode),
      }).then((reply) => reply.list),
    staleTime: 5 * 60_000,
  });

/** /demo/gp_games: one provider's demo games. */
export const demoGamesQueryOptions = ({ currency, mode }: CatalogueView, provider: GameEntry) =>
  queryOptions({
    queryKey: ['home', 'demo', 'games', currency, mode, provider.gp_id, provider.gt_id, provider.house],
    queryFn: () =>
      callApi('demoProviderGames', {
        site_id: siteIdParam(),
        currency,
        device: deviceParam(mode),
        gp_id: provider.gp_id,
        game_type_id: provider.gt_id,
        house: provider.house || undefined,
      }).then((reply) => reply.list),
    staleTime: 5 * 60_000,
  });

export function useCatalogueView(): CatalogueView {
  return { currency: useViewCurrency(), mode: useLayout((s) => s.mode) };
}

export const useDemoTypes = () => useQuery(demoTypesQueryOptions(useCatalogueView()));
export const useDemoGames = (provider: GameEntry) => useQuery(demoGamesQueryOptions(useCatalogueView(), provider));

/**
 * A demo game: the address from /demo/play opens in a 1500x800 window on desktop (opened at the click,
 * so popup blockers let it through) or in this window elsewhere. A failure was shown as a toast by the
 * API client and closes the waiting window.
 */
export async function playDemo(game: GameEntry, { currency, mode }: CatalogueView): Promise<void> {
  const waiting = mode === 'desktop' ? window.open('/loading', 'playdeck_demo', popupFeatures()) : null;
  try {
    const { game_url } = await callApi('demoPlay', {
      site_id: siteIdParam(),
      currency,
      device: deviceParam(mode),
      gp_id: game.gp_id,
      game_type: game.game_type || game.gt_id,
      game_code: game.game_code,
      house: game.house || undefined,
    });
    if (waiting && !waiting.closed) {
      waiting.location.href = game_url;
      waiting.focus();
    } else {
      location.assign(game_url);
    }
  } catch {
    waiting?.close();
  }
}
