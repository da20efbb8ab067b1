import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogIn, sitePost } from './support/auth.js';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36';
const LOCALES = ['en_US', 'zh_CN', 'vi_VN', 'th_TH'] as const;
type Locale = (typeof LOCALES)[number];

interface Listed {
  title: string;
}

/** What the member API answers a visitor of site 1 in a language: the words a rendered page must show. */
async function contentIn(locale: Locale) {
  const ask = async <T>(path: string, body: object) =>
    (await sitePost(1, path, body, { lang: locale })).data as unknown as T;
  const [promotions, faq, hot] = await Promise.all([
    ask<{ list: Listed[] }>('/arks/web/promotions', {}),
    ask<{ list: Listed[] }>('/arks/web/articles', { kind: 'faq' }),
    ask<{ list: { game_name: Record<string, string> }[] }>('/arks/web/member-games/hot-games', {
      site_id: 1,
      currency: 'USD',
    }),
  ]);
  return {
    promotion: promotions.list[0]!.title,
    article: faq.list[0]!.title,
    game: hot.list[0]!.game_name[locale] ?? hot.list[0]!.game_name.en_US!,
  };
}

/** Opens a page in a language (the language cookie, as a visitor who chose it has). */
async function open(locale: Locale, size: typeof DESKTOP, options: Parameters<typeof newPage>[2] = {}) {
  const opened = await newPage(browser, size, options);
  await opened.context.addCookies([{ name: 'i18n_redirected', value: locale, url: siteURL() }]);
  return opened;
}

const bodyText = (page: Page) => page.locator('body').innerText();

describe('pages a visitor opens, read without JavaScript', () => {
  it.each(LOCALES)('%s: home, promotions and FAQ show their content in the HTML itself', async (locale) => {
    const words = await contentIn(locale);
    for (const size of [DESKTOP, PHONE]) {
      const { context, page } = await open(locale, size, { javaScriptEnabled: false });
      await page.goto(siteURL());
      expect(await page.locator('html').getAttribute('lang')).toBe(locale.replace('_', '-'));
      expect(await bodyText(page)).toContain(words.game);
      await page.goto(`${siteURL()}/discount`);
      expect(await bodyText(page)).toContain(words.promotion);
      await page.goto(`${siteURL()}/faq`);
      expect(await bodyText(page)).toContain(words.article);
      await context.close();
    }
  });
});

describe('rendered pages hydrate and behave as before', () => {
  const cases = LOCALES.flatMap((locale) => [
    { locale, size: DESKTOP, name: `rendered-${locale}-1440` },
    { locale, size: PHONE, name: `rendered-${locale}-390` },
  ]);
  it.each(cases)('$name: home and promotions hydrate, and the page answers taps', async ({ locale, size, name }) => {
    const words = await contentIn(locale);
    const { context, page, errors } = await open(locale, size, size === PHONE ? { userAgent: PHONE_AGENT } : {});
    await page.goto(siteURL());
    await expect.poll(() => bodyText(page)).toContain(words.game);
    // Hydrated: the sign-in button opens its dialog.
    await page.locator('.auth-login').first().click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, `${name}-home`);
    await page.goto(`${siteURL()}/discount`);
    await expect.poll(() => bodyText(page)).toContain(words.promotion);
    await screenshot(page, `${name}-promotions`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a desktop browser's narrow window gets the phone layout, never showing the desktop one first", async () => {
    const { context, page } = await newPage(browser, PHONE);
    // Whether #root was ever shown while the page was in the desktop layout, sampled on every frame.
    await context.addInitScript(() => {
      const seen = { desktopShown: false };
      (window as unknown as { layoutSeen: typeof seen }).layoutSeen = seen;
      const look = () => {
        const html = document.documentElement;
        const root = document.getElementById('root');
        const shown = root && getComputedStyle(root).visibility === 'visible' && root.childElementCount > 0;
        if (shown && html.dataset.layout === 'desktop' && root.querySelector('.site--desktop'))
          seen.desktopShown = true;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(siteURL());
    await expect.poll(() => page.locator('html').getAttribute('data-layout')).toBe('mobile');
    await expect.poll(() => page.locator('html').getAttribute('data-layout-swap')).toBeNull();
    await page.locator('.site--mobile').first().waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { layoutSeen: { desktopShown: boolean } }).layoutSeen),
    ).toEqual({ desktopShown: false });
    await context.close();
  });

  it('fetches the app after its first paint, and a tap made before the app ran is answered once it has', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    // The app's entry is held back until the visitor has tapped: the page is on the screen without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    // Not waiting for the load event: a script added before it holds it back, and this one is held.
    await page.goto(siteURL(), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => asked.length).toBe(1);
    // The entry was asked for after the first contentful paint, not by the markup.
    const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length);
    expect(painted).toBe(1);
    expect(await page.locator('script[type="module"]').count()).toBe(1);
    // Three impatient taps on the sign-in button, and nothing can answer them yet.
    for (let i = 0; i < 3; i++) await page.locator('.auth-login').first().click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    // Answered once the app has hydrated: one dialog.
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a signed-in member's reload never shows the visitor's sign-in buttons", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await apiLogIn(context, 'demo002');
    await context.addInitScript(() => {
      const seen = { visitorButtons: false };
      (window as unknown as { memberSeen: typeof seen }).memberSeen = seen;
      const look = () => {
        const button = document.querySelector('.auth-login');
        if (button && (button as HTMLElement).checkVisibility({ visibilityProperty: true })) seen.visitorButtons = true;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    for (const path of ['/', '/discount', '/faq']) {
      await page.goto(`${siteURL()}${path}`);
      await page.locator('header').getByText('demo002').first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { memberSeen: object }).memberSeen), path).toEqual({
        visitorButtons: false,
      });
    }
    // Signed out (the session gone from storage), the same page shows them again.
    await page.evaluate(() => ['token', 'member_id'].forEach((key) => localStorage.removeItem(key)));
    await page.reload();
    await page.locator('.auth-login').first().waitFor({ state: 'visible' });
    await context.close();
  });
});
