import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('installable web app', () => {
  it('has a manifest of its own site and serves its shell offline once visited', async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    // Automated browsers get no service worker unless they ask for it (it would answer the suite's loads).
    await context.addCookies([{ name: 'playdeck_sw', value: '1', url: siteURL() }]);
    await page.goto(siteURL());
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(new URL(manifestHref ?? '', siteURL()).href)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { sizes: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.name).toContain('Suncity');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

    // The worker takes control of the page once it has installed the shell.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.locator('header').first().isVisible()).toBe(true);
    // The app itself runs from the cache (its tab bar shows even though the calls fail).
    await expect.poll(() => page.getByRole('link', { name: 'Home' }).first().isVisible()).toBe(true);
    await screenshot(page, 'pwa-offline-phone');
    await context.setOffline(false);
    // Offline, the calls fail; nothing may throw uncaught.
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on an iPhone, the first page view gets only the promotion pop-up, a later one only the add-to-home steps', async () => {
    const userAgent =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const { context, page, errors } = await newPage(browser, PHONE, { popups: true, userAgent });
    const popup = page.getByRole('dialog', { name: 'Promotions & news' });
    const hint = page.getByRole('dialog', { name: 'Add to Home Screen' });
    await page.goto(siteURL());
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await hint.count()).toBe(0);
    await screenshot(page, 'first-visit-phone');
    // The pop-up was not closed, so it would come back on the next load: the add-to-home steps take its turn.
    await page.reload();
    await expect.poll(() => hint.isVisible()).toBe(true);
    expect(await popup.count()).toBe(0);
    await hint.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => hint.count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await popup.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
