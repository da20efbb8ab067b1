import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The console learns whether it is signed in by asking GET /api/admin/session; a 401 (or a 404 while the
 * admin API is not deployed) is that answer, and Chromium logs every such reply as a console error.
 * Anything else logged as an error (a CSP violation, a React error, a failed file) fails the test.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const from = message.location().url;
    const sessionProbe = from && new URL(from).pathname === '/api/admin/session';
    if (!(sessionProbe && message.text().startsWith('Failed to load resource'))) errors.push(message.text());
  });
  return errors;
}

async function expectLoginForm(
  page: Page,
  text: { title: string; username: string; password: RegExp; signIn: string },
) {
  await expect.poll(() => page.getByRole('heading', { name: text.title }).isVisible()).toBe(true);
  expect(await page.getByRole('textbox', { name: text.username }).isVisible()).toBe(true);
  expect(await page.getByLabel(text.password).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: text.signIn, exact: true }).isVisible()).toBe(true);
  await expect.poll(() => page.title()).toBe(text.title);
}

describe('operator console', () => {
  it('shows the sign-in form in English, then in Chinese after switching, without console errors', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    const logged = consoleErrors(page);
    const res = await page.goto(`${siteURL()}/admin/`);
    expect(res?.status()).toBe(200);
    await page.waitForURL('**/admin/login');

    await expectLoginForm(page, {
      title: 'Playdeck console',
      username: 'Username',
      password: /^Password/,
      signIn: 'Sign in',
    });
    expect(await page.getByRole('heading', { name: 'Operator sign-in' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await screenshot(page, 'backoffice-login-desktop');

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expectLoginForm(page, { title: 'Playdeck 运营后台', username: '用户名', password: /^密码/, signIn: '登录' });
    expect(await page.getByRole('heading', { name: '运营人员登录' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await screenshot(page, 'backoffice-login-desktop-zh');

    // The choice is remembered, and a deep link without a session lands on the sign-in page.
    await page.goto(`${siteURL()}/admin/members`);
    await page.waitForURL('**/admin/login');
    await expect.poll(() => page.getByRole('button', { name: '语言' }).isVisible()).toBe(true);

    expect(errors).toEqual([]);
    expect(logged).toEqual([]);
    await context.close();
  });
});
