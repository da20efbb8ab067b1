import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogIn, deviceContext, memberButton } from './support/auth.js';
import { DESKTOP, PHONE, launchBrowser, screenshot, siteURL } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SLOT = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits', device: 1 };

/** Signs demo002 in from its home device (other files move its money: only relative facts are checked). */
async function signedIn(size: typeof DESKTOP) {
  const opened = await deviceContext(browser, 'e2e-demo002-home', size);
  await opened.context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
  await apiLogIn(opened.context, 'demo002');
  await opened.page.goto(siteURL());
  await memberButton(opened.page, 'demo002').first().waitFor();
  return opened;
}

/**
 * `cycles` times: the whole main balance into GP01 (play1), `spins` slot rounds there, and back (leave1),
 * with the page's own session. Answers the last cycle's amounts as the API sent them.
 */
function playAndLeave(page: Page, cycles: number, spins: number) {
  return page.evaluate(
    async ({ slot, cycles, spins }) => {
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
      let last = { transferred: '', amount: '', cash: '' };
      for (let i = 0; i < cycles; i++) {
        const played = await call('/api/member/game/play1', slot);
        if (played.code !== 100) throw new Error(`play1: ${JSON.stringify(played)}`);
        const t = new URL(played.data.game_url, location.origin).searchParams.get('t');
        for (let s = 0; s < spins; s++) await call('/sandbox-provider/play/slot/spin', { t, bet: '100' });
        const left = await call('/api/member/game/leave1', {});
        if (left.code !== 100) throw new Error(`leave1: ${JSON.stringify(left)}`);
        last = { transferred: played.data.transferred, amount: left.data.amount, cash: left.data.member_cash };
      }
      return last;
    },
    { slot: SLOT, cycles, spins },
  );
}

const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');
const cells = (page: Page, row: number) =>
  page.getByRole('table').locator('tbody tr').nth(row).locator('td').allInnerTexts();
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the Transaction page', () => {
  it('shows the member’s own moves at the top with each wallet’s running balance, pages on, and reads bets back (1440)', async () => {
    const { context, page, errors } = await signedIn(DESKTOP);
    // Six cycles of four or five postings each: more than a page of 20, so "Load more" has work to do.
    const moved = await playAndLeave(page, 6, 3);
    expect(Number(digits(moved.transferred))).toBeGreaterThan(0);
    await page.goto(`${siteURL()}/user/Transaction`);
    const table = page.getByRole('table');
    await table.waitFor();

    // Newest first: back to main (+amount, balance = the cash leave1 answered), out of Lucky Reels (to 0),
    // the round results booked there (unless they netted to nothing), into Lucky Reels, out of main (to 0).
    const top = await Promise.all([0, 1, 2, 3, 4].map((i) => cells(page, i)));
    const [time, kind, wallet, amount, balance] = top[0]!;
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(kind).toContain('Transfer from game');
    expect(wallet).toBe('Main wallet');
    expect(amount).toMatch(/^\+/);
    expect(digits(amount)).toBe(digits(moved.amount));
    expect(digits(balance)).toBe(digits(moved.cash));
    expect(top[1]!.slice(1, 3)).toEqual([expect.stringContaining('Transfer from game'), 'Lucky Reels']);
    expect(top[1]![3]).toMatch(/^\u2212/);
    expect(Number(digits(top[1]![4]!))).toBe(0);
    const out = top.findIndex((row) => row[1]!.includes('Transfer to game') && row[2] === 'Main wallet');
    expect(out).toBeGreaterThan(1);
    expect(top[out]![3]).toMatch(/^\u2212/);
    expect(digits(top[out]![3]!)).toBe(digits(moved.transferred));
    expect(Number(digits(top[out]![4]!))).toBe(0);
    // Lucky Reels' running balance: each row is the row below it plus its own amount.
    const signed = (text: string) => (text.startsWith('\u2212') ? -1 : 1) * Number(digits(text));
    const reels = top.slice(1, out).reverse();
    for (const [below, row] of reels.slice(1).map((row, i) => [reels[i]!, row] as const)) {
      expect(Number(digits(row[4]!))).toBe(Number(digits(below[4]!)) + signed(row[3]!));
    }
    expect(await table.locator('tbody tr').first().locator('td').nth(3).getAttribute('class')).toContain(
      'hist-money--in',
    );

    await screenshot(page, 'history-transactions-1440');

    // "Load more" appends the next page below the cursor.
    await expect.poll(() => table.locator('tbody tr').count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(20);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(page, 'history-transactions-more-1440');

    // The group filter keeps to its own kinds.
    await page.getByRole('search', { name: 'Filter transactions' }).getByLabel('Type').selectOption('game');
    await expect
      .poll(async () =>
        (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).every((t) => t.includes('Game')),
      )
      .toBe(true);

    await page.getByRole('tab', { name: 'Bet history' }).click();
    const search = page.getByRole('search', { name: 'Filter bets' });
    await expect.poll(() => search.getByLabel('Provider').inputValue()).toBe('GP01');
    const rounds = page.getByRole('table').locator('tbody tr');
    await expect.poll(() => rounds.count()).toBeGreaterThanOrEqual(3);
    const [, game, , bet] = await cells(page, 0);
    expect(game).toBe('Fortune Fruits');
    expect(digits(bet)).toBe('100');
    const sums = page.getByRole('definition');
    expect(Number(digits(await sums.first().innerText()))).toBeGreaterThanOrEqual(18);
    await screenshot(page, 'history-bets-1440');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stacks both tabs as cards on a phone, with no sideways scrolling (390)', async () => {
    const { context, page, errors } = await signedIn(PHONE);
    await playAndLeave(page, 1, 2); // rounds of its own, so this test does not lean on the one above
    await page.goto(`${siteURL()}/user/Transaction`);
    await page.getByRole('table').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'history-transactions-390');
    // Days with nothing in them: the empty state, not an empty table.
    const filters = page.getByRole('search', { name: 'Filter transactions' });
    await filters.getByLabel('From').fill('2020-01-01');
    await filters.getByLabel('To').fill('2020-01-02');
    await page.getByText('No transactions found').waitFor();
    await screenshot(page, 'history-transactions-empty-390');
    await page.getByRole('tab', { name: 'Bet history' }).click();
    await expect.poll(() => page.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'history-bets-390');
    // The page's own catalog comes in the member's language.
    await context.addCookies([{ name: 'i18n_redirected', value: 'zh_CN', url: siteURL() }]);
    await page.reload();
    await page.getByRole('tab', { name: '资金明细' }).waitFor();
    await page.getByRole('columnheader', { name: '变动后余额' }).waitFor({ state: 'attached' });
    await screenshot(page, 'history-transactions-zh-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
