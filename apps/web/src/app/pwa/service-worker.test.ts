import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

type Listener = (event: FakeEvent) => void;
interface FakeEvent {
  request?: Request;
  data?: unknown;
  preloadResponse?: Promise<Response | undefined>;
  respondWith?: (response: Promise<Response>) => void;
  waitUntil: (work: Promise<unknown>) => void;
}

const SOURCE = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8')
  .replace(`'__PLAYDECK_BUILD_ID__'`, '"b2"')
  .replace(`['__PLAYDECK_SHELL_ASSETS__']`, '["/assets/index-a.js", "/assets/index-a.css"]');

/** Cache Storage in memory, keyed by URL (enough for the worker's GET-only use). */
function fakeCaches(initial: Record<string, Record<string, string>> = {}) {
  const stores = new Map<string, Map<string, Response>>();
  for (const [name, entries] of Object.entries(initial)) {
    stores.set(name, new Map(Object.entries(entries).map(([url, body]) => [url, new Response(body)])));
  }
  const key = (r: Request | string) => new URL(typeof r === 'string' ? r : r.url, 'https://site.test').href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (r: Request | string) => store.get(key(r))?.clone(),
      put: async (r: Request | string, response: Response) => void store.set(key(r), response),
      add: async (url: string) => void store.set(key(url), await globalThis.fetch(key(url))),
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(key(url), new Response(`asset ${url}`));
      },
      keys: async () => [...store.keys()],
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (r: Request | string, { cacheName }: { cacheName: string }) => (await open(cacheName)).match(r),
    },
  };
}

function startWorker(
  network: (request: Request) => Promise<Response>,
  cached?: Record<string, Record<string, string>>,
) {
  const listeners = new Map<string, Listener>();
  const caches = fakeCaches(cached);
  const self = {
    location: new URL('https://site.test/sw.js'),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
    registration: { navigationPreload: { enable: vi.fn(async () => undefined) } },
  };
  const fetch = vi.fn((input: Request | string) =>
    network(typeof input === 'string' ? new Request(new URL(input, 'https://site.test')) : input),
  );
  new Function('self', 'caches', 'fetch', SOURCE)(self, caches.api, fetch);

  async function dispatch(type: string, init: Partial<FakeEvent> = {}) {
    const pending: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    listeners.get(type)?.({
      ...init,
      respondWith: (r) => (response = r),
      waitUntil: (work) => void pending.push(work),
    });
    const result = response ? await response : undefined;
    await Promise.all(pending);
    return result;
  }
  const navigate = (url: string) =>
    dispatch('fetch', {
      request: { url, method: 'GET', mode: 'navigate' } as Request,
      preloadResponse: Promise.resolve(undefined),
    });
  const get = (url: string) => dispatch('fetch', { request: new Request(url) });
  return { self, caches, fetch, dispatch, navigate, get };
}

const page = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/html' } });
const basic = (response: Response) => Object.defineProperty(response, 'type', { value: 'basic' });

describe('service worker', () => {
  it('precaches the shell of its build and drops older builds on activation', async () => {
    const sw = startWorker(async () => page('home'), { 'playdeck-old': { 'https://site.test/': 'old home' } });
    await sw.dispatch('install');
    const current = sw.caches.stores.get('playdeck-b2');
    expect([...(current?.keys() ?? [])]).toEqual(
      expect.arrayContaining(['https://site.test/assets/index-a.js', 'https://site.test/']),
    );
    await sw.dispatch('activate');
    expect([...sw.caches.stores.keys()]).toEqual(['playdeck-b2']);
    expect(sw.self.clients.claim).toHaveBeenCalled();
  });

  it('loads pages from the network first and falls back to the cached shell offline', async () => {
    let online = true;
    const sw = startWorker(async () => {
      if (!online) throw new TypeError('offline');
      return basic(page('fresh home'));
    });
    expect(await (await sw.navigate('https://site.test/'))?.text()).toBe('fresh home');
    online = false;
    expect(await (await sw.navigate('https://site.test/faq'))?.text()).toBe('fresh home');
  });

  it('serves hashed assets from the cache and leaves the API and the socket alone', async () => {
    const sw = startWorker(async (r) => new Response(`net ${new URL(r.url).pathname}`));
    expect(await (await sw.get('https://site.test/assets/x.js'))?.text()).toBe('net /assets/x.js');
    expect(await (await sw.get('https://site.test/assets/x.js'))?.text()).toBe('net /assets/x.js');
    expect(sw.fetch).toHaveBeenCalledTimes(1);
    for (const url of [
      'https://site.test/api/login',
      'https://site.test/socket.io/?EIO=4',
      'https://site.test/_payload.json',
    ]) {
      expect(await sw.get(url)).toBeUndefined();
    }
    expect(
      await sw.dispatch('fetch', { request: new Request('https://site.test/assets/y.js', { method: 'POST' }) }),
    ).toBeUndefined();
  });
});
