import type { Page } from './render.js';
import type { PageEncoding } from './compress-page.js';
import { compressPage, pageEncodingFor } from './compress-page.js';

/** A page kept for every visitor who asks for the same one, with its compressed bodies made once. */
export interface CachedPage {
  page: Page;
  status: number;
  /** False for a page made while something it shows could not be had: served, not kept. */
  keep: boolean;
  /** The compressed body per accepted encoding, made on first use. */
  body(acceptEncoding: string | string[] | undefined): { body: Buffer | string; encoding?: 'br' | 'gzip' };
}

export function cachedPage(page: Page, status: number, keep = true): CachedPage {
  const bodies = new Map<PageEncoding, ReturnType<CachedPage['body']>>();
  return {
    page,
    status,
    keep,
    body(acceptEncoding) {
      const encoding = pageEncodingFor(acceptEncoding);
      let made = bodies.get(encoding);
      if (!made) bodies.set(encoding, (made = compressPage(page.html, encoding)));
      return made;
    },
  };
}

interface Entry {
  madeAt: number;
  page: Promise<CachedPage | undefined>;
}

/**
 * Visitor pages per site, by everything a page depends on (the caller's key names the host, language,
 * layout, path, build and the site's content and catalogue versions, so a change makes a new key). The
 * site record is replaced when its settings change, which drops its pages with it. Pages also age out,
 * for what changes with time alone (a banner's start, a jackpot). One render per key at a time.
 */
export function createPageCache({ maxPerSite = 300, maxAgeMs = 60_000 } = {}) {
  const sites = new WeakMap<object, Map<string, Entry>>();
  return {
    get(site: object, key: string, make: () => Promise<CachedPage | undefined>): Promise<CachedPage | undefined> {
      let pages = sites.get(site);
      if (!pages) sites.set(site, (pages = new Map()));
      const held = pages.get(key);
      if (held && Date.now() - held.madeAt < maxAgeMs) return held.page;
      if (held) pages.delete(key);
      const entry: Entry = { madeAt: Date.now(), page: make() };
      // A failed or incomplete render is not kept: the next visitor tries again.
      entry.page.then(
        (page) => !page?.keep && pages.get(key) === entry && pages.delete(key),
        () => pages.get(key) === entry && pages.delete(key),
      );
      pages.set(key, entry);
      // The oldest key goes first when a site holds too many (Map keeps insertion order).
      if (pages.size > maxPerSite) pages.delete(pages.keys().next().value as string);
      return entry.page;
    },
  };
}
