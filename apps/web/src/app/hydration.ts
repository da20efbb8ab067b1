import type { Locale, RenderedWith } from '@playdeck/contract';
import { EARLY_TAPS_GLOBAL, isCurrency } from '@playdeck/contract';
import type { DehydratedState } from '@tanstack/react-query';
import { hydrate } from '@tanstack/react-query';
import { queryClient } from '../shared/api/query-client';
import { setFirstRenderState } from '../shared/stores/first-render-state';
import { useLayout } from '../shared/stores/layout-store';
import { usePreferences } from '../shared/stores/preferences-store';
import { useQueryParams } from '../shared/stores/query-params-store';
import { NO_SESSION, useSession } from '../shared/stores/session-store';

/**
 * The server rendered a visitor's page in the layout it guessed, with its query cache: the first render
 * uses the same, so hydration matches, and React renders what this browser really is (its width's layout,
 * a member's session) right after.
 */
export function renderLikeTheServer(rendered: RenderedWith, locale: Locale): void {
  hydrate(queryClient, asFreshAsThePage(rendered.queries as DehydratedState));
  setFirstRenderState(useLayout, { device: rendered.layout, mode: rendered.layout });
  const currency = isCurrency(rendered.currency) ? rendered.currency : usePreferences.getState().currency;
  setFirstRenderState(usePreferences, { locale, currency });
  setFirstRenderState(useQueryParams, useQueryParams.getState());
  setFirstRenderState(useSession, NO_SESSION);
}

/**
 * The page's data is as fresh as the page: the server drops a kept page when its content changes and
 * after a minute at most, so the queries it carries are not asked again at once.
 */
function asFreshAsThePage(state: DehydratedState): DehydratedState {
  const now = Date.now();
  const queries = Array.isArray(state?.queries) ? state.queries : [];
  return { mutations: [], queries: queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })) };
}

/**
 * The page's inline script hides #root (`data-layout-swap`) when the server's layout is not the one this
 * width gets, so the wrong layout never shows; the root frame calls this once it renders the right one.
 */
export function revealSwappedLayout(): void {
  delete document.documentElement.dataset.layoutSwap;
}

/** A member's reload (`data-member`, set before the first paint) once the member's own parts are rendered. */
export function showVisitorOnlyParts(): void {
  delete document.documentElement.dataset.member;
}

/**
 * A rendered page is on the screen before the app's code has arrived (the page fetches it after its first
 * paint), and a tap meanwhile found nothing to answer it. Once the app has hydrated, the last such tap is
 * made again on its element, if the element is still in the page: a visitor who tapped "sign in" early
 * gets the dialog, one who tapped three times gets it once, and a link within the site opens in place.
 */
export function replayEarlyTaps(): void {
  const holder = window as unknown as Record<string, (() => Element[]) | undefined>;
  const take = holder[EARLY_TAPS_GLOBAL];
  // Taken once: the page's listeners are gone, and the app now answers every tap itself.
  delete holder[EARLY_TAPS_GLOBAL];
  const last = take?.().at(-1);
  if (last?.isConnected) last.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}
