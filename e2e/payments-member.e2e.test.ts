import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogIn, deviceContext, memberButton } from './support/auth.js';
import { DESKTOP, PHONE, launchBrowser, screenshot, siteURL } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What shows that each member-centre payment page has loaded its data (read only: nothing is changed). */
const PAGES: { page: string; ready: (page: Page) => Promise<void> }[] = [
  {
    page: 'Deposit',
    ready: (p) => p.getByRole('group', { name: 'Payment method' }).getByRole('button').first().waitFor(),
  },
  { page: 'Withdrawal', ready: (p) => p.getByRole('heading', { name: 'Recent withdrawals' }).waitFor() },
  { page: 'BindAccount', ready: (p) => p.getByRole('heading', { name: 'My accounts' }).waitFor() },
  { page: 'DWRecord', ready: (p) => p.getByRole('search', { name: 'Filter records' }).waitFor() },
];

describe('member payment pages', () => {
  it.each([
    { size: DESKTOP, name: '1440' },
    { size: PHONE, name: '390' },
  ])('Deposit, Withdrawal, BindAccount and DWRecord render for a member ($name)', async ({ size, name }) => {
    const { context, page, errors } = await deviceContext(browser, 'e2e-demo001-home', size);
    await context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
    await apiLogIn(context, 'demo001');
    await page.goto(siteURL());
    await memberButton(page, 'demo001').first().waitFor();
    for (const { page: id, ready } of PAGES) {
      await page.goto(`${siteURL()}/user/${id}`);
      await ready(page);
      expect(await page.getByRole('alert').count(), `${id} shows no error`).toBe(0);
      await screenshot(page, `payments-${id}-${name}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
