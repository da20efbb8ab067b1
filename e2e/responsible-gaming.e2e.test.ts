import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogIn, loginButton, toastTexts } from './support/auth.js';
import { PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { memberCall, noSideScroll, registerThroughLink } from './support/programmes.js';
import { REGISTER_PASSWORD } from './support/register.js';

// The member centre's Responsible gaming page (decision 0050): a daily deposit limit refuses a larger
// deposit, a raise waits (Confirm stays off for 24 hours), the reality check is set, a break or
// self-exclusion needs its "I understand" ticked first, and a break taken shows instead of the forms.
//
// A member registered for this test, not demo001: a limit cannot be lifted within a run (a raise or
// removal waits 24 hours), and the other files deposit as demo001 on the same server.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DEPOSIT_REFUSED = 'This deposit would pass the deposit limit you set.';
const LIMIT_ORDER = 'A daily limit cannot be above the weekly one, nor a weekly limit above the monthly one.';

const limitCard = (page: Page, name: string) => page.getByRole('region', { name });
const applies = (page: Page, name: string) => limitCard(page, name).locator('.rg-applies').innerText();

/** Sets one limit through its card: the amount, then Save. */
async function saveLimit(page: Page, name: string, amount: string): Promise<void> {
  const card = limitCard(page, name);
  await card.getByLabel('New limit').fill(amount);
  await card.getByRole('button', { name: 'Save' }).click();
}

describe('responsible gaming', () => {
  it(
    'a daily deposit limit refuses a larger deposit; a raise waits with Confirm off; a reality check is set; a break shows',
    { timeout: 240_000 },
    async () => {
      const member = await registerThroughLink(browser, `${siteURL()}/register`);
      const { page, context, errors } = member;
      // The sign-up's welcome step is not this test's: a window opened while it is still owed (the member
      // centre's, which copies the page's session storage) would show it over the page.
      await context.addInitScript(() => sessionStorage.removeItem('playdeck.welcome'));

      // 1. The footer's link opens the page in the member-centre window (the demo's own "Responsible gaming"
      // footer item is an article, /main/20).
      await page.goto(siteURL());
      const [centre] = await Promise.all([
        page.waitForEvent('popup'),
        page.locator('footer').getByRole('link', { name: 'Responsible gaming tools' }).click(),
      ]);
      await centre.getByRole('heading', { name: 'Responsible gaming', level: 1 }).waitFor();
      const entry = centre.locator('.centre-menu').getByRole('link', { name: 'Responsible gaming', exact: true });
      expect(await entry.getAttribute('aria-current')).toBe('page');
      expect(await applies(centre, 'Daily deposit limit')).toBe('No limit');
      await screenshot(centre, 'responsible-gaming-1440');

      // 2. A daily deposit limit of 100.00 applies at once; a weekly one under it is refused by the server.
      await saveLimit(centre, 'Daily deposit limit', '100.00');
      await expect.poll(() => applies(centre, 'Daily deposit limit')).toBe('$ 100.00');
      await saveLimit(centre, 'Weekly deposit limit', '50');
      await limitCard(centre, 'Weekly deposit limit').getByRole('alert').filter({ hasText: LIMIT_ORDER }).waitFor();
      expect(await applies(centre, 'Weekly deposit limit')).toBe('No limit');

      // 3. A deposit of 150.00 is refused with the server's message; the deposit page links to the limits.
      await page.goto(`${siteURL()}/Deposit`);
      await page.getByRole('button', { name: /Sandbox Pay/ }).click();
      await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('150.00');
      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.getByRole('alert').filter({ hasText: DEPOSIT_REFUSED }).waitFor();
      await page.getByRole('link', { name: 'Set a deposit limit' }).waitFor();
      await screenshot(page, 'responsible-gaming-deposit-refused-1440');

      // 4. Raising it to 500.00 is parked: 100.00 still applies, Confirm stays off until 24 hours have passed.
      await saveLimit(centre, 'Daily deposit limit', '500');
      const daily = limitCard(centre, 'Daily deposit limit');
      await daily.getByText('Raise to $ 500.00 waiting for your confirmation').waitFor();
      expect(await daily.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
      expect(await daily.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true);
      expect(await applies(centre, 'Daily deposit limit')).toBe('$ 100.00');
      await daily.scrollIntoViewIfNeeded();
      await screenshot(centre, 'responsible-gaming-pending-1440');

      // 5. The reality check: every 15 minutes, saved on the server.
      await centre.getByLabel('Remind me').selectOption('15');
      await centre.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      const info = await memberCall<{ reality_check_minutes: number }>(centre, '/arks/web/protection/info', {});
      expect(info.data.reality_check_minutes).toBe(15);

      // 6. A break and self-exclusion stay off until "I understand" is ticked.
      for (const [section, button] of [
        ['Take a break', 'Take a break'],
        ['Self-exclusion', 'Exclude myself'],
      ] as const) {
        const box = centre.getByRole('region', { name: section });
        const submit = box.getByRole('button', { name: button });
        expect(await submit.isDisabled()).toBe(true);
        await box.getByRole('checkbox').check();
        expect(await submit.isEnabled()).toBe(true);
        await box.getByRole('checkbox').uncheck();
        expect(await submit.isDisabled()).toBe(true);
      }
      await centre.getByRole('region', { name: 'Self-exclusion' }).scrollIntoViewIfNeeded();
      await screenshot(centre, 'responsible-gaming-breaks-1440');

      // 7. Opened in the main window at 1440x900 (a blocked pop-up falls back to it), the limits first.
      await page.goto(`${siteURL()}/user/ResponsibleGaming`);
      await limitCard(page, 'Daily deposit limit').getByText('Raise to $ 500.00').waitFor();
      await limitCard(page, 'Daily deposit limit').scrollIntoViewIfNeeded();
      await screenshot(page, 'responsible-gaming-window-1440');

      // 8. On a phone (the same session): one column, nothing wider than the screen.
      const storage = await centre.evaluate(() => ({ ...localStorage }));
      const phone = await newPage(browser, PHONE);
      await phone.context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
      await phone.context.addInitScript((saved: Record<string, string>) => {
        if (!localStorage.getItem('token')) for (const [k, v] of Object.entries(saved)) localStorage.setItem(k, v);
      }, storage);
      await phone.page.goto(`${siteURL()}/user/ResponsibleGaming`);
      await phone.page.getByRole('heading', { name: 'Responsible gaming', level: 1 }).waitFor();
      await limitCard(phone.page, 'Daily deposit limit').getByText('Raise to $ 500.00').waitFor();
      expect(await noSideScroll(phone.page)).toBe(true);
      await screenshot(phone.page, 'responsible-gaming-390');
      await limitCard(phone.page, 'Daily deposit limit').scrollIntoViewIfNeeded();
      await screenshot(phone.page, 'responsible-gaming-pending-390');
      await phone.page.getByRole('region', { name: 'Take a break' }).scrollIntoViewIfNeeded();
      await screenshot(phone.page, 'responsible-gaming-breaks-390');

      // 9. In Vietnamese: every text is the catalog's, no message key is left on the page.
      await phone.context.addCookies([{ name: 'i18n_redirected', value: 'vi_VN', url: siteURL() }]);
      await phone.page.goto(`${siteURL()}/user/ResponsibleGaming`);
      await phone.page.getByRole('heading', { name: 'Chơi có trách nhiệm', level: 1 }).waitFor();
      await phone.page.getByText('Tăng lên $ 500.00 đang chờ bạn xác nhận').waitFor();
      expect(await phone.page.locator('.centre-content').innerText()).not.toMatch(/\b(protection|member)\.[a-z_.]+\b/);
      await limitCard(phone.page, 'Hạn mức nạp tiền theo ngày').scrollIntoViewIfNeeded();
      await screenshot(phone.page, 'responsible-gaming-vi_VN-390');

      await phone.page.getByRole('region', { name: 'Nạp ròng' }).scrollIntoViewIfNeeded();
      await screenshot(phone.page, 'responsible-gaming-net-vi_VN-390');
      await phone.context.close();

      // 10. This member (no other test's) takes a 24-hour break: the session ends and the page signs out
      // without an error; signed in again, the page shows the break and its end instead of the forms.
      await centre.close();
      const breakBox = page.getByRole('region', { name: 'Take a break' });
      await breakBox.getByRole('checkbox').check();
      await breakBox.getByRole('button', { name: 'Take a break' }).click();
      await loginButton(page).waitFor();
      await expect
        .poll(() => toastTexts(page))
        .toContainEqual(expect.stringContaining('You took a break, so you were signed out everywhere.'));
      const again = await newPage(browser);
      await again.context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
      await apiLogIn(again.context, member.account, { password: REGISTER_PASSWORD, udid: storage.udid });
      await again.page.goto(`${siteURL()}/user/ResponsibleGaming`);
      // Signed in on a break: a dialog says so first, with what the member can still do.
      const told = again.page.getByRole('dialog', { name: 'You are taking a break' });
      await told
        .getByText('You can still sign in to withdraw your balance and see your history.', { exact: false })
        .waitFor();
      await screenshot(again.page, 'responsible-gaming-break-dialog-1440');
      await told.getByRole('button', { name: 'OK' }).click();
      await told.waitFor({ state: 'detached' });
      const notice = again.page.getByRole('status', { name: 'You are taking a break' });
      await notice.getByText(/^Until \d{4}-\d{2}-\d{2} \d{2}:\d{2}/).waitFor();
      expect(await again.page.getByLabel('New limit').count()).toBe(0);
      expect(await again.page.getByRole('region', { name: 'Self-exclusion' }).count()).toBe(0);
      expect(await applies(again.page, 'Daily deposit limit')).toBe('$ 100.00');
      await screenshot(again.page, 'responsible-gaming-on-break-1440');

      expect(errors).toEqual([]);
      expect(phone.errors).toEqual([]);
      expect(again.errors).toEqual([]);
      await again.context.close();
      await context.close();
    },
  );
});
