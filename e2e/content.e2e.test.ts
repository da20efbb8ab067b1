import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The operator's back office writing content (test-only routes of the e2e server). */
async function operator(page: Page, method: 'post' | 'delete', path: string, body?: object) {
  const res = await page.request[method](`${siteURL()}/api/test/operator/${path}`, body ? { data: body } : {});
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id?: number } }).data;
}

const carouselAlts = (page: Page) =>
  page.locator('.carousel .carousel-img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));

describe('site content', () => {
  it('a banner the operator publishes appears on the open home page, and goes when removed', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await page.goto(siteURL());
    await expect
      .poll(() => carouselAlts(page))
      .toEqual(['100% Welcome Bonus', 'Lucky Reels Jackpot', 'Live Casino Cashback', 'Official Sponsor']);
    // The page is the same document throughout: a marker set now must still be there after the update.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const title = `Flash sale ${Date.now() % 100_000}`;
    const { id } = await operator(page, 'post', 'content', {
      kind: 'banner',
      sort: -100,
      data: { use_type: 0, photo: '/content-img/v1/banner-2-desktop.svg', title, link_type: 1, link_url: '/faq' },
    });
    await expect.poll(async () => (await carouselAlts(page))[0]).toBe(title);
    await operator(page, 'delete', `content/${id}`);
    await expect.poll(async () => (await carouselAlts(page)).includes(title)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await screenshot(page, 'home-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an internal banner opens its promotion in the app', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(siteURL());
    await page.getByRole('button', { name: 'Pause the banners' }).click();
    await page.getByRole('link', { name: '100% Welcome Bonus' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/discount\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome bonus 100%' }).count()).toBe(1);
    await context.close();
  });

  it('the promotion pop-up greets a new visitor once per session, and its history stays reachable', async () => {
    const { context, page, errors } = await newPage(browser, PHONE, { popups: true });
    await page.goto(siteURL());
    const popup = page.getByRole('dialog', { name: 'Promotions & news' });
    await expect.poll(() => popup.isVisible()).toBe(true);
    await expect.poll(() => popup.getByText('Friday free spins').count()).toBeGreaterThan(0);
    await screenshot(page, 'home-phone-popup');
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => popup.count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.locator('.carousel .carousel-img').count()).toBeGreaterThan(0);
    // The pop-up's rules have run on the reloaded page by the time the banners show; give them a moment more.
    await page.waitForTimeout(1_000);
    expect(await popup.count()).toBe(0);
    await page.getByRole('button', { name: 'Promotion history' }).click();
    const history = page.getByRole('dialog', { name: 'Promotion history' });
    await expect.poll(() => history.getByText('Welcome bonus 100%').count()).toBeGreaterThan(0);
    await screenshot(page, 'home-phone-history');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('promotions, FAQ and footer pages open from lists and links', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await page.goto(`${siteURL()}/discount`);
    await expect.poll(() => page.getByRole('link', { name: /Friday free spins/ }).count()).toBeGreaterThan(0);
    await screenshot(page, 'discount-desktop');
    await page
      .getByRole('link', { name: /Friday free spins/ })
      .first()
      .click();
    await expect
      .poll(() => page.getByText('50 free spins on the featured slot', { exact: false }).count())
      .toBeGreaterThan(0);

    await page.goto(`${siteURL()}/faq`);
    await expect.poll(() => page.getByText('Tap Sign up', { exact: false }).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'How do I withdraw?' }).first().click();
    await expect
      .poll(() => page.getByText('Withdrawals are reviewed within 15 minutes', { exact: false }).count())
      .toBe(1);
    await screenshot(page, 'faq-desktop');

    await page.locator('footer').getByRole('link', { name: 'Terms and conditions' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/main\/\d+$/);
    await expect.poll(() => page.getByText('One account per person', { exact: false }).count()).toBe(1);
    const outer = page.locator('footer').getByRole('link', { name: 'GambleAware' });
    expect(await outer.getAttribute('href')).toBe('https://www.begambleaware.org/');
    expect(await outer.getAttribute('target')).toBe('_blank');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('looks finished at phone size and in the second template', async () => {
    for (const [site, name] of [
      [1, 'suncity'],
      [2, 'apsport'],
    ] as const) {
      for (const [viewport, size] of [
        [DESKTOP, 'desktop'],
        [PHONE, 'phone'],
      ] as const) {
        const { context, page, errors } = await newPage(browser, viewport);
        for (const path of ['/', '/discount', '/faq']) {
          await page.goto(`${siteURL(site)}${path}`);
          await expect.poll(() => page.locator('.carousel-img, .promo-card, .article-body').count()).toBeGreaterThan(0);
          await page.waitForLoadState('networkidle');
          await screenshot(page, `${name}-${size}${path === '/' ? '-home' : path.replace('/', '-')}`);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });
});
