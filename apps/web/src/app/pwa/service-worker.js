/* global self, caches */
/**
 * Playdeck's service worker (plain JS). vite-plugins/service-worker.ts writes it to dist/sw.js with the
 * build id and the app shell's hashed files filled in; the server sends it with `no-cache`, so the
 * browser sees a new build on the next visit, installs it and drops the old build's cache.
 *
 * - Page loads: network first (the server decides redirects, 404s and the site's config); offline,
 *   the cached home page is the shell and the app routes to the page from there.
 * - /assets/*: cache first; their names change whenever their content does.
 * - Everything else (/api/*, /socket.io, /builds/*, /_payload.json, images): not touched, never cached.
 */
const BUILD_ID = '__PLAYDECK_BUILD_ID__';
const SHELL_ASSETS = ['__PLAYDECK_SHELL_ASSETS__'];

const CACHE_PREFIX = 'playdeck-';
const CACHE = `${CACHE_PREFIX}${BUILD_ID}`;
const SHELL_URL = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(SHELL_ASSETS);
      // A redirected answer may not stand in for a page load, so a home page that redirects is not kept.
      const shell = await fetch(SHELL_URL);
      if (shell.status === 200 && !shell.redirected) await cache.put(SHELL_URL, shell);
      // The page reloads itself when a newer build goes live, so the new worker may take over at once.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
      // Page loads start while the worker boots instead of after it.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io')) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(event, url));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(event, request));
});

/** The page lists chunks it loaded before this worker was in control; they are kept for offline use. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter(
    (u) => typeof u === 'string' && new URL(u, self.location.href).pathname.startsWith('/assets/'),
  );
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls.map(async (u) => {
          if (!(await cache.match(u))) await cache.add(u).catch(() => undefined);
        }),
      ),
    ),
  );
});

async function networkFirstPage(event, url) {
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    // The newest home page becomes the offline shell: it carries this site's config and this
    // visitor's language. Redirects and error pages are not kept.
    if (url.pathname === SHELL_URL && response.status === 200 && response.type === 'basic') {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(SHELL_URL, copy)));
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(event, request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.status === 200) {
    const copy = response.clone();
    event.waitUntil(cache.put(request, copy));
  }
  return response;
}
