import type { FirstData } from '@playdeck/contract';
import { BANNER_USE_TYPE, FIRST_DATA_GLOBAL, homeFirstCalls } from '@playdeck/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../shared/ui/toast/toast-store', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** A success envelope each call's query can read (the list, detail or config field it takes). */
const envelopeOf = (name: string) => ({
  code: name === 'templateConfig' ? 1000 : 100,
  message: 'success',
  data: {
    detail: { site_id: 1 },
    web_logo_list: [],
    web_carousel_picture_list: [{ id: 7 }],
    web_announcement_list: [],
    list: [{ id: name }],
    home_sections: ['banner'],
  },
});

const fetchSpy = vi.fn(() => Promise.reject(new Error('no network in this test')));

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('fetch', fetchSpy);
  vi.stubGlobal('location', { pathname: '/', search: '' });
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  });
  vi.stubGlobal('window', globalThis);
});
afterEach(() => vi.unstubAllGlobals());

describe.each([true, false])('the first screen, phone layout %s', (mobile) => {
  it("is primed from the page's replies under the keys its components read, without a request", async () => {
    const { config } = await import('../shared/config/public-config');
    const { currentLocale } = await import('../shared/i18n/translate');
    const ctx = {
      mobile,
      siteId: config.SITE_ID,
      templateName: config.TEMPLATE_NAME,
      mobileTemplateName: config.MOBILE_TEMPLATE_NAME,
      locale: currentLocale(),
    };
    const replies = homeFirstCalls(ctx).map(({ name, body }) => ({ name, body, reply: envelopeOf(name) }));
    const meta = { id: 'b1', timestamp: 1, routeRules: [], redirectHosts: [], prerendered: ['/'] };
    vi.stubGlobal(FIRST_DATA_GLOBAL, { path: '/', locale: ctx.locale, meta, replies } satisfies FirstData);

    const { primeFirstScreen } = await import('./first-screen');
    const { queryClient } = await import('../shared/api/query-client');
    const content = await import('../features/home/api/content');
    const links = await import('../features/content/api/site-links');
    const { logosQueryOptions } = await import('../features/site/api/get-logos');
    const { siteDetailQueryOptions } = await import('../shared/api/site/site-detail');
    primeFirstScreen();
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

    // The keys the header, home sections, footer and float bar ask for in this layout.
    const mode = mobile ? 'mobile' : 'desktop';
    const keys = [
      siteDetailQueryOptions().queryKey,
      logosQueryOptions().queryKey,
      content.templateConfigQueryOptions(config.MOBILE_TEMPLATE_NAME).queryKey,
      content.carouselQueryOptions(mobile ? BANNER_USE_TYPE.mobile : BANNER_USE_TYPE.desktop).queryKey,
      content.marqueeQueryOptions('visitor').queryKey,
      content.adsQueryOptions(content.templateFor(mode), currentLocale()).queryKey,
      mobile
        ? links.mobileFooterQueryOptions(config.MOBILE_TEMPLATE_NAME).queryKey
        : links.footerQueryOptions().queryKey,
      links.floatQueryOptions().queryKey,
    ];
    for (const key of keys) expect(queryClient.getQueryState(key)?.status, JSON.stringify(key)).toBe('success');
    expect(queryClient.getQueryData(content.carouselQueryOptions(ctx.mobile ? 2 : 0).queryKey)).toEqual([{ id: 7 }]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
