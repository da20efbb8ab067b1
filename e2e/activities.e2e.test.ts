import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceContext, logIn, memberChannelJoined } from './support/auth.js';
import { DESKTOP, PHONE, launchBrowser, screenshot, siteURL } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What the operator's back office does (test-only routes of the e2e server). */
async function operator(page: Page, what: string, body: object): Promise<void> {
  const res = await page.request.post(`${siteURL()}/api/test/operator/${what}`, { data: body });
  expect(res.status()).toBe(200);
}

const minor = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

async function headerCash(page: Page): Promise<number> {
  const amount = page.locator('header .member-amount[aria-busy="false"]').first();
  await expect.poll(async () => /\d/.test((await amount.textContent()) ?? '')).toBe(true);
  return minor((await amount.textContent()) ?? '');
}

/**
 * demo001 logged in with a wheel of one draw (every prize pays 2.50, so a draw left by an earlier failed
 * try pays the same), and the wheel opened.
 */
async function openWheelWithOneDraw(viewport = DESKTOP) {
  const opened = await deviceContext(browser, 'e2e-demo001-home', viewport);
  const { page } = opened;
  await page.goto(siteURL());
  await logIn(page, 'demo001');
  await operator(page, 'roulette', { account: 'demo001', draws: 1, cash: 250 });
  await page.reload(); // the wheel was opened by the operator before this page asked for it
  const before = await headerCash(page);
  await page.getByRole('button', { name: 'Open the lucky wheel' }).click();
  const wheel = page.getByRole('dialog', { name: 'Lucky wheel' });
  await expect.poll(() => wheel.textContent()).toContain('Draws left: 1');
  return { ...opened, wheel, before, prize: page.getByRole('dialog', { name: 'Your prize' }) };
}

describe('letters and activities', () => {
  it('a letter arrives live and reading it takes the badge down', async () => {
    const { context, page, errors } = await deviceContext(browser, 'e2e-demo002-home', DESKTOP);
    const joined = memberChannelJoined(page);
    await page.goto(siteURL());
    await logIn(page, 'demo002');
    await joined; // a letter sent before the page listens would only show on the next reload
    const unreadCount = async () =>
      Number(
        /\d+/.exec(
          (
            await page
              .locator('header')
              .getByRole('status', { name: /unread letters/i })
              .allTextContents()
          ).join(' '),
        )?.[0] ?? 0,
      );
    // The server's count (earlier tries of this test may have left letters unread).
    const before: number = await page.evaluate(async () => {
      const res = await fetch('/api/arks/web/member/letter', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ page: 1, count: 50 }),
      });
      return ((await res.json()) as { data: { unread_count: number } }).data.unread_count;
    });
    await expect.poll(unreadCount).toBe(before);
    const title = `Welcome bonus ${Date.now() % 100_000}`;
    await operator(page, 'letters', { account: 'demo002', title, content: '<p>Enjoy your stay</p>' });
    await expect.poll(unreadCount).toBe(before + 1);
    // On desktop the member centre opens in its own window (1500x800).
    const opened = context.waitForEvent('page');
    await page.locator('header').getByRole('button', { name: 'Messages' }).first().click();
    const centre = await opened;
    await centre.getByRole('button', { name: title, exact: true }).click();
    const letter = centre.getByRole('dialog', { name: title });
    await expect.poll(() => letter.textContent()).toContain('Enjoy your stay');
    await screenshot(centre, 'letters-open-desktop');
    await letter.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(unreadCount).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('claims a red envelope that starts while the page is open, and the wallet shows it', async () => {
    // demo001: agent001's password is changed by the recovery test that runs before this file.
    const { context, page, errors } = await deviceContext(browser, 'e2e-demo001-home', DESKTOP);
    await page.goto(siteURL());
    await logIn(page, 'demo001');
    const before = await headerCash(page);
    // Starts in 3 s: the page learns of it from RedEnvelopeDisplay on member.USD, not from a reload.
    await operator(page, 'red-envelopes', { currency: 'USD', start_in_ms: 3_000, duration_ms: 600_000, amount: 888 });
    const open = page.getByRole('button', { name: 'Open the red envelope' });
    await open.waitFor({ timeout: 20_000 });
    await screenshot(page, 'red-envelope-widget-desktop');
    await open.click();
    const claimed = page.getByRole('dialog', { name: 'Red envelope' });
    await expect.poll(() => claimed.textContent()).toContain('8.88');
    await claimed.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => headerCash(page)).toBe(before + 888);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('spins the roulette to a cash prize that shows in the wallet', async () => {
    const { context, page, errors, wheel, before, prize } = await openWheelWithOneDraw(DESKTOP);
    await wheel.getByRole('button', { name: 'Spin' }).click();
    await prize.waitFor();
    await screenshot(page, 'roulette-prize-desktop');
    await prize.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => headerCash(page)).toBe(before + 250);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the prize when the wheel is closed with Escape while it turns', async () => {
    const { context, page, errors, wheel, before, prize } = await openWheelWithOneDraw(DESKTOP);
    await screenshot(page, 'roulette-wheel-desktop');
    await wheel.getByRole('button', { name: 'Spin' }).click();
    // The server has answered and the disk has started its 1.5 s turn; the prize is not shown yet.
    const disk = wheel.locator('.roulette-disk');
    await expect.poll(() => disk.evaluate((el) => (el as HTMLElement).style.transform)).not.toBe('rotate(0deg)');
    expect(await prize.count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => wheel.count()).toBe(0);
    await prize.waitFor();
    expect(await prize.textContent()).toContain('2.50');
    await prize.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => headerCash(page)).toBe(before + 250);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, shows the prize when the wheel is closed with × before the spin is answered', async () => {
    const { context, page, errors, wheel, before, prize } = await openWheelWithOneDraw(PHONE);
    await screenshot(page, 'roulette-wheel-phone');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/arks/web/activity/roulette/spin', async (route) => {
      await held;
      await route.continue();
    });
    await wheel.getByRole('button', { name: 'Spin' }).click();
    await expect.poll(() => wheel.getByRole('button', { name: 'Spinning…' }).count()).toBe(1);
    await wheel.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => wheel.count()).toBe(0);
    answer(); // the server answers after the wheel has gone
    await prize.waitFor();
    expect(await prize.textContent()).toContain('2.50');
    await screenshot(page, 'roulette-prize-phone');
    await prize.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => headerCash(page)).toBe(before + 250);
    expect(errors).toEqual([]);
    await context.close();
  });
});
