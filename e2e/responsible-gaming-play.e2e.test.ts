import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerCash, loginButton, memberButton, memberChannelJoined, submitLogin, toastTexts } from './support/auth.js';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { depositThroughGateway, memberCall, noSideScroll, registerThroughLink } from './support/programmes.js';
import { answerCaptcha, fillAccount, ownAddress, REGISTER_PASSWORD, uniqueDigits } from './support/register.js';

// Player protection around play (issue 35): the deposit-limit offer on the deposit page, the reality check
// while a game is open (Playwright's clock runs the page 15 minutes on), and a self-exclusion that signs the
// page out, says why, and is told again after signing in. Members registered for this test: a
// self-exclusion cannot be undone, and a limit cannot be lifted within a run.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Info {
  reality_check_minutes: number;
  deposit_limit_prompt: boolean;
  limits: { measure: string; period: string; member: string | null }[];
}
const protectionInfo = (page: Page) => memberCall<Info>(page, '/arks/web/protection/info', {});
const offerCard = (page: Page) => page.getByRole('region', { name: 'Set a deposit limit to stay in control' });
const realityCheck = (page: Page) => page.getByRole('dialog', { name: 'Reality check' });

/** The first visible button of that name (lists may also hold hidden copies, e.g. other tabs). */
const visible = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).locator('visible=true').first();

/**
 * Opens the sandbox slot from the slots hall (the game room on desktop, the slot list on a phone); the game
 * opens in a window (desktop) or a tab (phone) of its own, which this answers once the game has loaded.
 */
async function openSlot(page: Page, context: BrowserContext): Promise<Page> {
  await page.goto(siteURL());
  // The page has hydrated and knows the member (the header's balance is in) before the hall's link is used.
  await headerCash(page);
  await page.locator('a[href="/gameHall/2"]:visible').first().click();
  await visible(page, 'Lucky Reels').click();
  await page.waitForURL(/\/(gameRoom|slotgame)\?/);
  const popup = context.waitForEvent('page');
  await visible(page, 'Fortune Fruits').click();
  const game = await popup;
  await game.getByRole('button', { name: 'Spin' }).waitFor();
  return game;
}

/**
 * A member's session copied into a context of its own (its own clock), in the given language and size: stored
 * once on a first visit, as a sign-in leaves it (a sign-out later clears it for good).
 */
async function sessionCopy(page: Page, locale: string, viewport = PHONE) {
  const storage = await page.evaluate(() => ({ ...localStorage }));
  const copy = await newPage(browser, viewport);
  await copy.context.addCookies([{ name: 'i18n_redirected', value: locale, url: siteURL() }]);
  await copy.context.addInitScript(() => sessionStorage.removeItem('playdeck.welcome'));
  // Any document of the site's origin holds its storage; robots.txt has no page to hydrate.
  await copy.page.goto(`${siteURL()}/robots.txt`);
  await copy.page.evaluate((saved: Record<string, string>) => {
    for (const [k, v] of Object.entries(saved)) localStorage.setItem(k, v);
  }, storage);
  return copy;
}

/**
 * The demo operator's second site (AP Sport) asked to open a USD account with `phone`, which a self-exclusion
 * marked: the form says why and no account opens.
 */
async function registrationRefusedOnSecondSite(phone: string) {
  const { page, context, errors } = await newPage(browser, PHONE, { extraHTTPHeaders: ownAddress() });
  await context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL(2) }]);
  await page.goto(`${siteURL(2)}/register`);
  const form = page.locator('form.register-form');
  await form.getByLabel('Currency').selectOption('USD');
  const account = `rex${uniqueDigits()}`;
  await fillAccount(form, account, false);
  await form.getByLabel('Phone number', { exact: true }).fill(phone);
  await form.getByLabel('E-mail', { exact: true }).fill(`${account}@example.com`);
  await answerCaptcha(form);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('This person has excluded themselves from play on this operator').first().waitFor();
  await screenshot(page, 'rg-register-refused-apsport-390');
  expect(await memberButton(page, account).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
}

describe('responsible gaming while playing', () => {
  it(
    'the deposit-limit offer sets a limit; a reality check every 15 minutes; self-exclusion signs out and says why',
    { timeout: 300_000 },
    async () => {
      const member = await registerThroughLink(browser, `${siteURL()}/register`);
      const { page, context, errors } = member;
      await context.addInitScript(() => sessionStorage.removeItem('playdeck.welcome'));

      // 1. A new member has no deposit limit: the deposit page offers one above the form. An empty amount is
      // refused in place; 200.00 every 7 days is set, and the card goes.
      await page.goto(`${siteURL()}/Deposit`);
      const offer = offerCard(page);
      await offer.waitFor();
      await page.getByRole('button', { name: /Sandbox Pay/ }).waitFor();
      await screenshot(page, 'rg-offer-1440');
      await offer.getByRole('button', { name: 'Set limit' }).click();
      await offer.getByRole('alert').filter({ hasText: 'Enter an amount greater than zero' }).waitFor();
      await offer.getByLabel('Limit (USD)').fill('200');
      await offer.getByLabel('Period').selectOption('week');
      await offer.getByRole('button', { name: 'Set limit' }).click();
      await page.getByRole('status').filter({ hasText: 'Your deposit limit is set.' }).waitFor();
      expect(await offer.count()).toBe(0);
      const set = await protectionInfo(page);
      expect(set.data.deposit_limit_prompt).toBe(false);
      expect(set.data.limits.find((l) => l.measure === 'deposit' && l.period === 'week')?.member).toBe('200.00');

      // 2. The form below still deposits (the gateway's window), within the new limit.
      await depositThroughGateway(page, '100.00');

      // 3. A reality check every 15 minutes; the page's clock is Playwright's from here on.
      await memberCall(page, '/arks/web/protection/reality_check', { minutes: 15 });
      await context.clock.install();
      const game = await openSlot(page, context);
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect.poll(() => game.getByRole('button', { name: 'Spin' }).isEnabled()).toBe(true);
      expect(await realityCheck(page).count()).toBe(0);

      // 4. 15 minutes on: the prompt shows the time played and the session's net; Keep playing closes it.
      await page.clock.fastForward('15:00');
      const prompt = realityCheck(page);
      await prompt.getByText('15 min', { exact: true }).waitFor();
      await expect.poll(() => prompt.locator('dd').nth(1).textContent()).toMatch(/^([+-]?\$ [\d,]+\.\d\d)$/);
      // The game's own window covers this page: its tab's title says the site is asking.
      expect(await page.title()).toMatch(/^⏰ Reality check · /);
      await screenshot(page, 'rg-reality-check-1440');
      await prompt.getByRole('button', { name: 'Keep playing' }).click();
      await prompt.waitFor({ state: 'detached' });
      expect(await page.title()).not.toMatch(/Reality check/);
      expect(game.isClosed()).toBe(false);

      // 5. 15 minutes later it asks again (30 min played); Leave the game closes the window and the
      // money comes home to the main wallet.
      await page.clock.fastForward('15:00');
      await prompt.getByText('30 min', { exact: true }).waitFor();
      await prompt.getByRole('button', { name: 'Leave the game' }).click();
      await expect.poll(() => game.isClosed()).toBe(true);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('isPlay'))).toBe('0');
      await expect.poll(() => page.locator('header .member-in-game').count()).toBe(0);
      // The leave brings the provider's balance home (a transfer settling takes a moment): nothing stays there.
      type Wallets = { my_cash_list: { gp_id: string; balance: string | null }[] };
      const inGames = async () =>
        (await memberCall<Wallets>(page, '/member/profile/my_cash', {})).data.my_cash_list.filter(
          (wallet) => Number(wallet.balance ?? 0) > 0,
        );
      await expect.poll(inGames).toEqual([]);
      expect(await headerCash(page)).toBeGreaterThan(0);

      // 6. Self-exclusion for 6 months, from a window of the session on the real clock: every session ends,
      // the page reloads signed out and says why. It is told through its member channel (app_clean_cache),
      // which it has joined before the step.
      const fresh = await sessionCopy(page, 'en_US', DESKTOP);
      expect(errors).toEqual([]);
      await context.close();
      const { page: excluding, errors: excludingErrors } = fresh;
      const joined = memberChannelJoined(excluding);
      await excluding.goto(`${siteURL()}/user/ResponsibleGaming`);
      await joined;
      const exclusion = excluding.getByRole('region', { name: 'Self-exclusion' });
      await exclusion.getByRole('radio', { name: '6 months' }).check();
      await exclusion.getByRole('checkbox').check();
      await exclusion.getByRole('button', { name: 'Exclude myself' }).click();
      await loginButton(excluding).waitFor();
      // The reload lands a guest on the home page, whose app (fetched after its first paint) shows the notice
      // from its auth runtime, a chunk of its own.
      await excluding
        .locator('.toast')
        .filter({ hasText: 'You excluded yourself, so you were signed out everywhere.' })
        .waitFor();
      await screenshot(excluding, 'rg-signed-out-1440');

      // 7. Signing in again is allowed (to withdraw, to read the history): a dialog says why play is closed.
      // The page was a member's, so the reloaded one asks to sign in with the login dialog already open.
      const login = excluding
        .getByRole('dialog')
        .filter({ has: excluding.getByLabel('Verification code', { exact: true }) });
      await submitLogin(login, member.account, REGISTER_PASSWORD);
      await memberButton(excluding, member.account).first().waitFor();
      const told = excluding.getByRole('dialog', { name: 'You have excluded yourself' });
      await told.getByText(/^Until \d{4}-\d{2}-\d{2} \d{2}:\d{2}/).waitFor();
      await told.getByRole('link', { name: 'Withdraw' }).waitFor();
      await told.getByRole('link', { name: 'Responsible gaming' }).waitFor();
      await screenshot(excluding, 'rg-block-dialog-1440');
      await told.getByRole('button', { name: 'OK' }).click();
      await told.waitFor({ state: 'detached' });
      // Told once per sign-in: the next page of this tab does not ask again.
      await excluding.reload();
      await excluding.locator('header').waitFor();
      expect(await told.count()).toBe(0);

      // 8. A new tab of the session (its own session storage) tells it too: on a phone and in Vietnamese.
      const others = [
        ['en_US', PHONE, '390', 'You have excluded yourself', /^Until \d{4}-\d{2}-\d{2}/],
        ['vi_VN', PHONE, '390', 'Bạn đã tự loại trừ', /^Đến \d{4}-\d{2}-\d{2}/],
        ['vi_VN', DESKTOP, '1440', 'Bạn đã tự loại trừ', /^Đến \d{4}-\d{2}-\d{2}/],
      ] as const;
      for (const [locale, viewport, size, title, until] of others) {
        const tab = await sessionCopy(excluding, locale, viewport);
        await tab.page.goto(siteURL());
        await tab.page.getByRole('dialog', { name: title }).getByText(until).waitFor();
        expect(await noSideScroll(tab.page)).toBe(true);
        await screenshot(tab.page, `rg-block-dialog-${locale}-${size}`);
        expect(tab.errors).toEqual([]);
        await tab.context.close();
      }

      expect(excludingErrors).toEqual([]);
      await fresh.context.close();

      // 9. The exclusion covers the operator's second site: a new account there with the same phone is refused.
      await registrationRefusedOnSecondSite(`093${member.account.slice(3)}`);
    },
  );

  it(
    'a daily play-time limit of 1 minute: a minute into the game it closes, the money comes home and the page says why',
    { timeout: 300_000 },
    async () => {
      const member = await registerThroughLink(browser, `${siteURL()}/register`);
      const { page, context, errors } = member;
      await context.addInitScript(() => sessionStorage.removeItem('playdeck.welcome'));
      await depositThroughGateway(page, '100.00');

      // 1. The limit is set on the Responsible gaming page, in whole minutes.
      await page.goto(`${siteURL()}/user/ResponsibleGaming`);
      const card = page.getByRole('region', { name: 'Daily play-time limit' });
      await card.getByLabel(/New limit/).fill('1.5');
      await card.getByRole('button', { name: 'Save' }).click();
      await card.getByText(/whole number of minutes/).waitFor();
      await card.getByLabel(/New limit/).fill('1');
      await card.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => card.locator('.rg-applies').innerText()).toBe('1 min');
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'rg-play-time-limit-1440');

      // 2. The game opens with the money; the page beats each minute, and the beat after the first minute
      // finds the limit used up: the server brings the money back, the page closes the game and says why.
      const game = await openSlot(page, context);
      await game.getByRole('button', { name: 'Spin' }).click();
      const told = page.getByRole('dialog', { name: 'Your play-time limit is reached' });
      await told.getByText('You have reached the play-time limit you set.').waitFor({ timeout: 120_000 });
      await expect.poll(() => game.isClosed()).toBe(true);
      type Wallets = { my_cash_list: { gp_id: string; balance: string | null }[] };
      const inGames = async () =>
        (await memberCall<Wallets>(page, '/member/profile/my_cash', {})).data.my_cash_list.filter(
          (wallet) => Number(wallet.balance ?? 0) > 0,
        );
      await expect.poll(inGames).toEqual([]);
      await screenshot(page, 'rg-play-time-reached-1440');
      await told.getByRole('button', { name: 'OK' }).click();
      await told.waitFor({ state: 'detached' });

      // 3. Opening a game again is refused with the same words until the day's window frees time.
      await page.locator('a[href="/gameHall/2"]:visible').first().click();
      await visible(page, 'Lucky Reels').click();
      await page.waitForURL(/\/(gameRoom|slotgame)\?/);
      await visible(page, 'Fortune Fruits').click();
      await expect
        .poll(() => toastTexts(page))
        .toContainEqual(expect.stringContaining('You have reached the play-time limit you set.'));

      // 4. On a phone the page shows the limit spent.
      const phone = await sessionCopy(page, 'en_US', PHONE);
      await phone.page.goto(`${siteURL()}/user/ResponsibleGaming`);
      const phoneCard = phone.page.getByRole('region', { name: 'Daily play-time limit' });
      await expect.poll(() => phoneCard.locator('.rg-applies').innerText()).toBe('1 min');
      await phoneCard.scrollIntoViewIfNeeded();
      expect(await noSideScroll(phone.page)).toBe(true);
      await screenshot(phone.page, 'rg-play-time-limit-390');
      expect(phone.errors).toEqual([]);
      await phone.context.close();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'Not now declines the offer for good; the offer and the reality check at 1440 and 390, in English and Vietnamese',
    { timeout: 300_000 },
    async () => {
      const member = await registerThroughLink(browser, `${siteURL()}/register`);
      await memberCall(member.page, '/arks/web/protection/reality_check', { minutes: 15 });
      const texts = {
        en_US: { offer: 'Set a deposit limit to stay in control', check: 'Reality check' },
        vi_VN: { offer: 'Đặt hạn mức nạp tiền để luôn kiểm soát', check: 'Nhắc nhở thời gian chơi' },
      } as const;
      const sizes = [
        ['1440', DESKTOP],
        ['390', PHONE],
      ] as const;

      for (const locale of ['en_US', 'vi_VN'] as const) {
        for (const [size, viewport] of sizes) {
          const opened = await sessionCopy(member.page, locale, viewport);
          await opened.context.clock.install();
          await opened.page.goto(`${siteURL()}/Deposit`);
          await opened.page.getByRole('region', { name: texts[locale].offer }).waitFor();
          expect(await noSideScroll(opened.page)).toBe(true);
          await screenshot(opened.page, `rg-offer-${locale}-${size}`);

          // The prompt over the page that opened the game (a window of its own on desktop, a tab on a phone).
          const game = await openSlot(opened.page, opened.context);
          await opened.page.bringToFront();
          await opened.page.clock.fastForward('15:00');
          const prompt = opened.page.getByRole('dialog', { name: texts[locale].check });
          await prompt.waitFor();
          expect(await noSideScroll(opened.page)).toBe(true);
          expect(await opened.page.locator('.rg-dialog').innerText()).not.toMatch(/\bprotection\.[a-z_.]+\b/);
          await screenshot(opened.page, `rg-reality-check-${locale}-${size}`);
          await game.close();
          expect(opened.errors).toEqual([]);
          await opened.context.close();
        }
      }

      // Not now: the offer goes, and the server does not make it again. The fast-payment page makes it too.
      const { page, context, errors } = await sessionCopy(member.page, 'en_US', PHONE);
      await page.goto(`${siteURL()}/fastPayment`);
      await offerCard(page).waitFor();
      await screenshot(page, 'rg-offer-fast-payment-390');
      await page.goto(`${siteURL()}/Deposit`);
      const offer = offerCard(page);
      await offer.getByRole('button', { name: 'Not now' }).click();
      await offer.waitFor({ state: 'detached' });
      expect((await protectionInfo(page)).data.deposit_limit_prompt).toBe(false);
      await page.reload();
      await page.getByRole('button', { name: /Sandbox Pay/ }).waitFor();
      expect(await offerCard(page).count()).toBe(0);
      expect(errors).toEqual([]);
      expect(member.errors).toEqual([]);
      await context.close();
      await member.context.close();
    },
  );
});
