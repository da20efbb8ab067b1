import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { message, ownAddress } from './support/register.js';

/** Every catalogue of the member site: each one's longest words must fit a 390 px phone. */
const LOCALES = ['en_US', 'zh_CN', 'zh_TW', 'vi_VN', 'ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'];
/** The languages whose header, menu and form are looked at (the longest labels, and the reported one). */
const SHOTS = new Set(['vi_VN', 'th_TH', 'my_MM', 'ta_IN']);

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page, errors } = await newPage(browser, PHONE, {
    extraHTTPHeaders: ownAddress(),
    serviceWorkers: 'block',
  }));
  // The layout is what is checked: the SMS gateway answers "sent" without sending.
  await page.route('**/api/register/sms', (route) =>
    route.fulfill({ json: { code: 100, message: 'success', data: null } }),
  );
});
afterAll(() => browser?.close());

const box = (selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el): Box => {
      const { left, right, top, bottom } = el.getBoundingClientRect();
      return { left, right, top, bottom };
    });
const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
/** Half a pixel of rounding between neighbours is not an overlap. */
const before = (a: Box, b: Box) => a.right <= b.left + 0.5;

async function open(locale: string, path: string): Promise<void> {
  await context.addCookies([{ name: 'i18n_redirected', value: locale, url: siteURL() }]);
  await page.goto(`${siteURL()}${path}`);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale.replace('_', '-'));
}

/** The header's three parts side by side, none over another and none off the screen. */
async function headerFits(): Promise<void> {
  const header = page.locator('header').first();
  // The logo (or, for a site without one, its wordmark) has arrived and the images are drawn.
  await header.locator('.site-logo:not([aria-label])').waitFor();
  await expect
    .poll(() => header.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)))
    .toBe(true);
  const [lang, logo, buttons] = await Promise.all([
    box('header .lang'),
    box('header .site-logo'),
    box('header .auth-buttons'),
  ]);
  expect(before(lang, logo), `language button over the logo: ${JSON.stringify({ lang, logo })}`).toBe(true);
  expect(before(logo, buttons), `log-in buttons over the logo: ${JSON.stringify({ logo, buttons })}`).toBe(true);
  expect(logo.right - logo.left).toBeGreaterThan(40);
  expect(lang.left).toBeGreaterThanOrEqual(0);
  expect(buttons.right).toBeLessThanOrEqual(PHONE.width);
  expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
}

describe('a phone in every language (390x844)', () => {
  it.each(LOCALES)('%s: the header, the language menu and the sign-up form fit the screen', async (locale) => {
    await open(locale, '/');
    await headerFits();
    if (SHOTS.has(locale)) await screenshot(page, `phone-header-${locale}-390`);

    await page.locator('header .lang-button').first().click();
    const menu = page.locator('.lang-menu');
    await menu.waitFor();
    const list = await box('.lang-menu');
    expect(list.left, 'language menu past the left edge').toBeGreaterThanOrEqual(0);
    expect(list.right, 'language menu past the right edge').toBeLessThanOrEqual(PHONE.width);
    expect(list.bottom).toBeLessThanOrEqual(PHONE.height);
    if (SHOTS.has(locale)) await screenshot(page, `phone-language-menu-${locale}-390`);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // USD asks for the phone's SMS code: "Send code" turns into a countdown, the longest label of the form.
    await open(locale, '/register?currency=USD');
    const form = page.locator('form.register-form');
    await form.locator('.captcha-image[aria-busy="false"] img').waitFor();
    const width = (await box('form.register-form')).right;
    await form.getByLabel(message(locale, 'signup.member_phone'), { exact: true }).fill('0912345678');
    const send = form.getByRole('button', { name: message(locale, 'signup.send_sms') });
    await send.click();
    await expect.poll(() => form.locator('.sms-send').isDisabled()).toBe(true);
    expect((await box('form.register-form')).right).toBe(width);
    expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
    const sms = await box('.sms-send');
    expect(sms.right).toBeLessThanOrEqual(width);
    if (SHOTS.has(locale)) {
      await form.locator('.sms-send').scrollIntoViewIfNeeded();
      for (const toast of await page.locator('.toast').all()) await toast.click().catch(() => undefined);
      await screenshot(page, `phone-register-sms-${locale}-390`);
    }
    expect(errors).toEqual([]);
  });

  it.each(['vi_VN', 'my_MM'])('%s: a site without a logo: its wordmark and the buttons fit', async (locale) => {
    // The logo list as a site with no logo answers it, on a page the app renders itself (the game room).
    await page.route('**/api/arks/web/logos', (route) =>
      route.fulfill({ json: { code: 100, message: 'success', data: { web_logo_list: [] } } }),
    );
    await open(locale, '/gameRoom');
    await page.locator('header .site-logo-text').waitFor();
    await headerFits();
    await screenshot(page, `phone-header-wordmark-${locale}-390`);
    await page.unroute('**/api/arks/web/logos');
  });
});
