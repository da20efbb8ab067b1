import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, newPage } from './browser.js';
import { CAPTCHA_ANSWER } from './server.js';

export const PASSWORD = 'Demo1234';

/**
 * A browser whose device id (localStorage `udid`) is fixed: a member's first login trusts its device, so
 * giving each test the member's "home" device keeps double validation for the test that wants it.
 * Without a udid the page makes a fresh one, as a new browser would.
 */
export async function deviceContext(
  browser: Browser,
  udid: string | null,
  viewport = DESKTOP,
  options: Parameters<typeof newPage>[2] = {},
) {
  const opened = await newPage(browser, viewport, options);
  if (udid) {
    await opened.context.addInitScript((id) => {
      if (!localStorage.getItem('udid')) localStorage.setItem('udid', id);
    }, udid);
  }
  return opened;
}

/** Opens the login modal from the header, as a guest would. */
export async function openLogin(page: Page): Promise<Locator> {
  await page.locator('header').getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/** The verification image has arrived (the answer goes with its token). */
export async function captchaReady(dialog: Locator): Promise<string> {
  const reload = dialog.getByRole('button', { name: 'Load a new verification code' });
  const image = reload.and(dialog.locator('[aria-busy="false"]')).locator('img');
  await image.waitFor();
  return (await image.getAttribute('src')) ?? '';
}

/** Fills the login form and submits it. */
export async function submitLogin(dialog: Locator, account: string, password = PASSWORD, answer = CAPTCHA_ANSWER) {
  await dialog.getByLabel('Account', { exact: true }).fill(account);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await captchaReady(dialog);
  await dialog.getByLabel('Verification code', { exact: true }).fill(answer);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** The header's member state: the member-centre button carries the account and the balance. */
export const memberButton = (page: Page, account: string) =>
  page.locator('header').getByRole('button', { name: new RegExp(`Member centre: ${account}`) });

export const loginButton = (page: Page) => page.locator('header').getByRole('button', { name: 'Log in' });

/** Logs in through the header's modal and waits for the member state. */
export async function logIn(page: Page, account: string, password = PASSWORD): Promise<void> {
  await submitLogin(await openLogin(page), account, password);
  await memberButton(page, account).first().waitFor();
}

/**
 * Resolves once the page's socket has joined a member.{id} channel (a Socket.IO subscribe and its ok
 * ack). Attach before the page loads.
 */
export function memberChannelJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      const asked = new Set<string>();
      socket.on('framesent', ({ payload }) => {
        const match = /^42(\d+)\["subscribe",\{"channel":"member\.\d+"\}\]/.exec(String(payload));
        if (match?.[1]) asked.add(match[1]);
      });
      socket.on('framereceived', ({ payload }) => {
        const match = /^43(\d+)\[\{"ok":true\}\]/.exec(String(payload));
        if (match?.[1] && asked.has(match[1])) resolve();
      });
    });
  });
}

/** Texts currently shown in toasts (status and alert roles). */
export const toastTexts = (page: Page) => page.locator('.toast').allTextContents();

/** "1,234.56" → 123456 minor units. */
export const minor = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The header's balance once it is not reloading (a dash while it loads). */
export async function headerCash(page: Page): Promise<number> {
  const amount = page.locator('header .member-amount[aria-busy="false"]').first();
  await expect.poll(async () => /\d/.test((await amount.textContent()) ?? '')).toBe(true);
  return minor((await amount.textContent()) ?? '');
}
