import { COOKIE_KEYS, STORAGE_KEYS } from '@playdeck/contract';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hasAnalyticsTags, pageAnalytics } from '../shared/analytics/page-analytics';
import { config } from '../shared/config/public-config';
import { loadNamespace } from '../shared/i18n/catalogs';
import { htmlLang } from '../shared/i18n/translate';
import { watchBuild } from '../shared/lib/build-watch';
import { setHydrating } from '../shared/lib/hydration-state';
import { readCookie } from '../shared/lib/cookies';
import { IOS_HINT_OFFERED_KEY, VISITED_KEY, isInAppBrowser, shouldOfferIosHint } from '../shared/lib/device';
import { local } from '../shared/lib/storage';
import { registerNavigator } from '../shared/lib/navigation';
import { reloadOnChunkError, reloadOnce } from '../shared/lib/reload-guard';
import { useLayout, startLayoutWatch } from '../shared/stores/layout-store';
import { isGlobalModal, openModal, openPrompt } from '../shared/stores/modal-store';
import { chooseCurrency, setCurrency, usePreferences } from '../shared/stores/preferences-store';
import { captureQueryParams } from '../shared/stores/query-params-store';
import { watchSessionStorage } from '../shared/stores/session-store';
import { renderedWith } from '../shared/api/first-data';
import { AppTree } from './app-tree';
import { ErrorPage } from './error-page/error-page';
import { renderLikeTheServer, revealSwappedLayout } from './hydration';
import { registerServiceWorker } from './pwa/register-service-worker';
import { markNavigationBooted } from './router/boot-state';
import { pageLocale } from './router/locale-step';
import { createAppRouter } from './router/create-router';
import type { AppRouter } from './router/create-router';
import { preloadLayout } from './shell/layout-registry';

/**
 * Boot order: decisions that need no network (template, layout, locale, currency, query flags), then the
 * locale catalog, the layout chunk and the router's first navigation in parallel, then either hydration of
 * the markup the server rendered (with the state it rendered with) or one render that replaces the inline
 * skeleton. Build polling, the realtime socket and any analytics tags start once the page is idle, the
 * service worker once it has loaded.
 */
export async function boot(): Promise<void> {
  reloadOnChunkError();
  const html = document.documentElement;
  html.dataset.template = config.TEMPLATE_NAME;
  html.dataset.mobileTemplate = config.MOBILE_TEMPLATE_NAME;
  const params = captureQueryParams(location.search);
  startLayoutWatch(config.DESKTOP_LOCK, params.pwa ?? null);
  watchSessionStorage();

  const locale = pageLocale();
  html.lang = htmlLang(locale);
  const ccyCookie = readCookie(COOKIE_KEYS.currency);
  const currency = chooseCurrency(ccyCookie, locale, config.CURRENCIES);
  usePreferences.setState({ locale, currency });
  if (ccyCookie !== currency) setCurrency(currency);

  // Which site this browser last ran, and that it ran this (third) generation of it.
  local.set(STORAGE_KEYS.siteName, config.SITE_NAME);
  local.set(STORAGE_KEYS.isV3Ver, '1');
  const firstPageView = local.get(VISITED_KEY) === null;
  local.set(VISITED_KEY, '1');
  if (isGlobalModal(params.modal)) openModal(params.modal);
  // Not again on /close: there a game that took the tab hands the member back to the site.
  else if (isInAppBrowser(navigator.userAgent) && location.pathname !== '/close') openPrompt('browserAlert');
  else if (
    shouldOfferIosHint(navigator.userAgent, runsStandalone(), local.get(IOS_HINT_OFFERED_KEY) !== null, firstPageView)
  ) {
    local.set(IOS_HINT_OFFERED_KEY, '1');
    openPrompt('iosHint');
  }

  const container = document.getElementById('root') as HTMLElement;
  const rendered = renderedWith();
  if (rendered) renderLikeTheServer(rendered, locale);
  let router: AppRouter;
  try {
    // The catalog first: route guards may already speak (a guest opening /user gets check_login_msg).
    await loadNamespace(locale, 'common');
    // The router's setup (its route table and first match) is a task of its own, after the script's
    // evaluation and the decisions above, rather than one long task with them.
    await yieldToMain();
    router = createAppRouter(import.meta.env.VITE_BUILD_ID || config.BUILD_ID);
    registerNavigator((to, options) => void router.navigate(to, options));
    const layouts = new Set([useLayout.getState().mode, rendered?.layout ?? useLayout.getState().mode]);
    await Promise.all([...[...layouts].map((kind) => preloadLayout(kind).catch(() => undefined)), routerReady(router)]);
  } catch (error) {
    console.error('Boot failed', error);
    revealSwappedLayout();
    if (!reloadOnce()) createRoot(container).render(<ErrorPage status={500} />);
    return;
  }
  markNavigationBooted();
  const app = (
    <AppTree>
      <RouterProvider router={router} />
    </AppTree>
  );
  // A transition lets React render the first screen in small slices instead of one long task, so a
  // slow phone stays responsive while the page comes in.
  if (rendered) {
    setHydrating(true);
    startTransition(() => void hydrateRoot(container, app));
  } else startTransition(() => createRoot(container).render(app));
  whenIdle(() => {
    if (!import.meta.env.DEV) watchBuild(import.meta.env.VITE_BUILD_ID);
    // The socket client and its channel bookkeeping are a chunk of their own, off the first-load budget.
    // An ad click's cookies, off the first paint.
    if (params.fbclid)
      void import('../shared/lib/ad-cookies').then(({ rememberAdClick }) => rememberAdClick(params.fbclid));
    // The site's analytics tags (production only), after the page has loaded, from their own chunk.
    if (hasAnalyticsTags(pageAnalytics))
      void import('./start-analytics').then(({ startAnalytics }) => startAnalytics());
    import('./start-realtime')
      .then(({ startSiteRealtime }) => startSiteRealtime())
      .catch((error: unknown) => console.warn('Realtime unavailable', error));
  });
  registerServiceWorker();
}

function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Ends the current task: the browser may paint and answer input before the rest of the boot runs. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 3_000 });
  else setTimeout(work, 1_500);
}

/** Running from the home screen (an installed web app): iOS says so with navigator.standalone. */
function runsStandalone(): boolean {
  const ios = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || window.matchMedia('(display-mode: standalone)').matches;
}
