import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberButton, toastTexts } from './support/auth.js';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { answerCaptcha, fillAccount, openRegister, smsCodeFor, uniqueDigits } from './support/register.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The server allows one registration per address every 30 s (code 996); every test comes from 127.0.0.1. */
const REGISTER_INTERVAL_MS = 31_000;
let lastRegisteredAt = 0;

const home = async (page: Page) => {
  await page.goto(siteURL());
  await page.locator('header').first().waitFor();
};
const alerts = (form: Locator) => form.getByRole('alert').allTextContents();

async function settledScreenshot(page: Page, name: string): Promise<void> {
  for (const item of await page.locator('.toast').all()) await item.click().catch(() => undefined);
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

describe('registration', () => {
  it('registers in USD after verifying the phone by SMS, and lands logged in', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await home(page);
    const dialog = await openRegister(page);
    await dialog.getByLabel('Currency').selectOption('USD');
    const n = uniqueDigits();
    const account = `usd${n}`;
    const phone = `091${n}`;
    await fillAccount(dialog, account, true);
    await dialog.getByLabel('Phone number', { exact: true }).fill(phone);
    await dialog.getByLabel('E-mail', { exact: true }).fill(`usd${n}@example.com`);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: /Resend in \d+ s/ }).isDisabled()).toBe(true);
    await dialog.getByLabel('SMS code', { exact: true }).fill(await smsCodeFor(phone));
    await answerCaptcha(dialog);
    await settledScreenshot(page, 'register-modal-desktop-usd');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await memberButton(page, account).first().waitFor();
    lastRegisteredAt = Date.now();
    expect(await toastTexts(page)).toContainEqual(expect.stringContaining('Your account has been created'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows field errors on blur: the local rule first, then the server', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await home(page);
    const dialog = await openRegister(page);
    const account = dialog.getByLabel('Account', { exact: true });
    await account.fill('ab');
    await account.press('Tab');
    await expect.poll(() => alerts(dialog)).toEqual(['The account must be 6 to 12 characters long']);
    await account.fill('demo001');
    await account.press('Tab');
    await expect.poll(() => alerts(dialog)).toEqual(['This account is already in use']);
    await context.close();
  });

  it('does not submit while the service agreement is unticked', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await home(page);
    const dialog = await openRegister(page);
    await dialog.getByLabel('Currency').selectOption('VND');
    await fillAccount(dialog, `nagree${uniqueDigits().slice(-4)}`, false);
    const agreement = dialog.getByRole('checkbox', { name: /accept the service agreement/ });
    expect(await agreement.isChecked()).toBe(true);
    await agreement.uncheck();
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => alerts(dialog)).toContain('Please accept the service agreement');
    await agreement.check();
    await expect.poll(() => alerts(dialog)).not.toContain('Please accept the service agreement');
    await context.close();
  });

  it('registers in VND on the mobile page (no SMS) and lands logged in', async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await page.goto(`${siteURL()}/register?currency=VND`);
    const form = page.locator('form.register-form');
    await form.getByLabel('Account', { exact: true }).waitFor();
    expect(await form.getByLabel('Currency').inputValue()).toBe('VND');
    const n = uniqueDigits();
    const account = `vnd${n}`;
    await fillAccount(form, account, false);
    await form.getByLabel('Real name', { exact: true }).fill(`NguyenVan${n}`);
    await form.getByLabel('Phone number', { exact: true }).fill(`098${n}`);
    await answerCaptcha(form);
    await settledScreenshot(page, 'register-page-mobile-vnd');
    // The only fixed wait: the server accepts one registration per address every 30 s (996).
    const wait = lastRegisteredAt + REGISTER_INTERVAL_MS - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await memberButton(page, account).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
