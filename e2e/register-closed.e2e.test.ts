import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toastTexts } from './support/auth.js';
import { PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { fillAccount, message, ownAddress, uniqueDigits } from './support/register.js';
import { CAPTCHA_ANSWER } from './support/server.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Setting {
  name: string;
  currency: string;
  is_display: number;
}

/** The site's registration settings with only the `open` currencies offered (a site set up that way). */
async function openOnly(page: Page, open: string[]): Promise<void> {
  await page.route('**/api/arks/web/register-settings', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { list: Setting[] } };
    for (const entry of body.data.list) {
      if (entry.name === 'member_currency' && !open.includes(entry.currency)) entry.is_display = 0;
    }
    await route.fulfill({ response, json: body });
  });
}

describe('registration on a site that is not open to it', () => {
  it.each(['en_US', 'vi_VN'])('%s: no currency is open: the form says so and sends nothing', async (locale) => {
    const { context, page, errors } = await newPage(browser, PHONE, {
      extraHTTPHeaders: ownAddress(),
      serviceWorkers: 'block',
    });
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: siteURL() }]);
    await openOnly(page, []);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/register') sent.push(request.url());
    });
    await page.goto(`${siteURL()}/register`);
    const form = page.locator('form.register-form');
    const notice = message(locale, 'signup.no_currency_open');
    await form.getByRole('alert').filter({ hasText: notice }).waitFor();
    expect(await form.locator('select').count()).toBe(0);
    await form.locator('.captcha-image[aria-busy="false"] img').waitFor();
    await screenshot(page, `register-no-currency-${locale}-390`);
    await form.getByLabel(message(locale, 'account'), { exact: true }).fill(`closed${uniqueDigits()}`);
    await form.getByLabel(message(locale, 'password'), { exact: true }).fill('Abc12345');
    await form.getByRole('button', { name: message(locale, 'register') }).click();
    await expect.poll(() => form.getByRole('alert').allTextContents()).toContain(notice);
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a registration the server refuses shows the server's message, under the currency it names", async () => {
    const { context, page, errors } = await newPage(browser, PHONE, {
      extraHTTPHeaders: ownAddress(),
      serviceWorkers: 'block',
    });
    await openOnly(page, ['VND']);
    // The server's refusal of a currency the site does not open (229, in the page's language).
    const refusal = 'The currency VND is not open for registration on this site.';
    const data = { field: 'member_currency', rule: 'signup.currency_not_open' };
    await page.route('**/api/register', (route) => route.fulfill({ json: { code: 229, message: refusal, data } }));
    await page.goto(`${siteURL()}/register`);
    const form = page.locator('form.register-form');
    expect(await form.getByLabel('Currency').inputValue()).toBe('VND');
    const n = uniqueDigits();
    await fillAccount(form, `refused${n}`.slice(0, 12), false);
    await form.getByLabel('Real name', { exact: true }).fill(`NguyenVan${n}`);
    await form.getByLabel('Phone number', { exact: true }).fill(`097${n}`);
    await form.locator('.captcha-image[aria-busy="false"] img').waitFor();
    await form.getByLabel('Verification code', { exact: true }).fill(CAPTCHA_ANSWER);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => form.getByRole('alert').allTextContents()).toContain(refusal);
    expect(await toastTexts(page)).not.toContain('This field is required');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
