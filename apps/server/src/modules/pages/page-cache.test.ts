import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedPage, createPageCache } from './page-cache.js';

const page = (html = '<html>kept</html>', keep = true) => cachedPage({ html, scripts: [] }, 200, keep);

describe('a kept page', () => {
  it('is compressed once per encoding, then served as the same bytes', () => {
    const kept = page('<html>' + 'x'.repeat(5_000) + '</html>');
    const gzip = kept.body('gzip, deflate');
    expect(kept.body('gzip')).toBe(gzip);
    expect(gunzipSync(gzip.body as Buffer).toString()).toContain('xxxx');
    expect(kept.body('br, gzip').encoding).toBe('br');
    expect(kept.body(undefined)).toEqual({ body: kept.page.html });
  });
});

describe('the page cache', () => {
  const site = {};

  it('renders a page once for visitors asking at the same time, and keeps it', async () => {
    const cache = createPageCache();
    let renders = 0;
    const make = async () => {
      renders += 1;
      return page();
    };
    const pages = await Promise.all([1, 2, 3].map(() => cache.get(site, 'home', make)));
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
    await cache.get(site, 'home', make);
    expect(renders).toBe(1);
  });

  it('does not keep a failed or incomplete render, nor one past its age', async () => {
    const cache = createPageCache({ maxAgeMs: 0 });
    let renders = 0;
    const failing = async () => {
      renders += 1;
      return undefined;
    };
    await cache.get(site, 'a', failing);
    await cache.get(site, 'a', failing);
    expect(renders).toBe(2);
    const incomplete = async () => {
      renders += 1;
      return page('<html>partial</html>', false);
    };
    await cache.get(site, 'b', incomplete);
    await cache.get(site, 'b', incomplete);
    expect(renders).toBe(4);
    const aged = async () => {
      renders += 1;
      return page();
    };
    await cache.get(site, 'c', aged);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.get(site, 'c', aged);
    expect(renders).toBe(6);
  });

  it('holds at most its number of pages per site, the oldest going first', async () => {
    const cache = createPageCache({ maxPerSite: 2 });
    let renders = 0;
    const make = async () => {
      renders += 1;
      return page();
    };
    for (const key of ['a', 'b', 'c']) await cache.get(site, key, make);
    await cache.get(site, 'c', make);
    await cache.get(site, 'b', make);
    expect(renders).toBe(3);
    await cache.get(site, 'a', make);
    expect(renders).toBe(4);
    // Another site has its own pages.
    await cache.get({}, 'c', make);
    expect(renders).toBe(5);
  });
});
