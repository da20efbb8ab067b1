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
});
