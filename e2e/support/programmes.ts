import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiLogIn, deviceContext, headerCash, memberButton } from './auth.js';
import { DESKTOP, newPage, siteURL } from './browser.js';
import { answerCaptcha, fillAccount, ownAddress, smsCodeFor, uniqueDigits } from './register.js';

/** A member signed in from their home device, in English. */
export async function signedIn(browser: Browser, account: string, size = DESKTOP) {
  const opened = await deviceContext(browser, `e2e-${account}-home`, size);
  await opened.context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
  await apiLogIn(opened.context, account);
  await opened.page.goto(siteURL());
  await memberButton(opened.page, account).first().waitFor();
  return opened;
}

/** A member call with the page's own token: read-backs that the screens under test do not show. */
export async function memberCall<T>(page: Page, path: string, body: unknown): Promise<{ code: number; data: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify(body),
      });
      return res.json();
    },
    { path, body },
  );
}

/**
 * A visitor opens an invitation link and registers in USD on the register page (phone verified by SMS);
 * answers the new account, signed in on that page.
 */
export async function registerThroughLink(browser: Browser, link: string) {
  // From an address of its own: the per-address registration limits (one every 30 s) hold per visitor.
  const opened = await newPage(browser, DESKTOP, { extraHTTPHeaders: ownAddress() });
  await opened.context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
  const { page } = opened;
  await page.goto(link);
  const form = page.locator('form.register-form');
  await form.getByLabel('Account', { exact: true }).waitFor();
  const currency = form.getByLabel('Currency');
  if (await currency.isEnabled()) await currency.selectOption('USD');
  const n = uniqueDigits();
  const account = `ref${n}`;
  const phone = `093${n}`;
  await fillAccount(form, account, true);
  await form.getByLabel('Phone number', { exact: true }).fill(phone);
  await form.getByLabel('E-mail', { exact: true }).fill(`ref${n}@example.com`);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => form.getByRole('button', { name: /Resend in \d+ s/ }).isDisabled()).toBe(true);
  await form.getByLabel('SMS code', { exact: true }).fill(await smsCodeFor(phone));
  await answerCaptcha(form);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await memberButton(page, account).first().waitFor();
  return { ...opened, account };
}

/** Deposits `amount` (a quick amount of the Sandbox Pay channel) through the gateway's window. */
export async function depositThroughGateway(page: Page, amount: string) {
  await page.goto(`${siteURL()}/Deposit`);
  const before = await headerCash(page);
  await page.getByRole('button', { name: /Sandbox Pay/ }).click();
  await page.getByRole('button', { name: `$ ${amount}` }).click();
  const [payWindow] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Pay now' }).click(),
  ]);
  await payWindow.waitForURL(/\/sandbox-gateway\/pay\//);
  await payWindow.getByRole('button', { name: 'Pay', exact: true }).click();
  const cents = Math.round(Number(amount.replace(/,/g, '')) * 100);
  await expect.poll(() => headerCash(page), { timeout: 30_000 }).toBe(before + cents);
}

/** The page is no wider than its window (a phone never scrolls sideways). */
export const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Opens the crash game through the member API, bets 50.00 aiming at 1000× (reached about once in a
 * thousand rounds) until a round is lost, and leaves the game: answers the net loss in minor units.
 */
export function loseAtCrash(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const call = async (path: string, body: object) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify(body),
      });
      const renewed = res.headers.get('Authorization');
      if (renewed?.startsWith('Bearer ')) localStorage.setItem('token', renewed.slice(7));
      return res.json();
    };
    const played = await call('/api/member/game/play1', {
      gp_id: 'GP10',
      game_type: 6,
      game_code: 'crash-classic',
      device: 1,
    });
    if (played.code !== 100) throw new Error(`play1: ${JSON.stringify(played)}`);
    const t = new URL(played.data.game_url, location.origin).searchParams.get('t');
    let net = 0;
    for (let i = 0; i < 5 && net >= 0; i++) {
      const round = await call('/sandbox-provider/play/crash/bet', { t, bet: '5000', target: '1000.00' });
      net += Number(round.win) - Number(round.bet);
    }
    const left = await call('/api/member/game/leave1', {});
    if (left.code !== 100) throw new Error(`leave1: ${JSON.stringify(left)}`);
    return -net;
  });
}
