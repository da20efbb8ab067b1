import { readCookie } from '../../shared/lib/cookies';

/** Set to `1` by a browser test that wants the worker (see below). */
export const SERVICE_WORKER_TEST_COOKIE = 'playdeck_sw';

/**
 * Registers /sw.js once the page has loaded, so the worker's install (which downloads the app shell)
 * never competes with the first paint. Not in dev (Vite serves unhashed modules), and not in automated
 * browsers unless a test opts in with the cookie: a worker answers page loads that the e2e suite and
 * Lighthouse mean to observe and intercept themselves.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  if (navigator.webdriver && readCookie(SERVICE_WORKER_TEST_COOKIE) !== '1') return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ type: 'cache-assets', urls: loadedAssets() }))
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The hashed files this page loaded before the worker controlled it (locale catalog, lazy chunks). */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/assets/'));
}
