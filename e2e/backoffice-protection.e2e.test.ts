import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogIn } from './support/auth.js';
import { PHONE, DESKTOP, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { adminFetch, consoleSessions } from './support/console.js';
import { registerThroughLink } from './support/programmes.js';
import { REGISTER_PASSWORD } from './support/register.js';

// Player protection in the console (decisions 0050, 0051) against the real server: compliance imposes a
// daily deposit limit on a member and a raise of it is refused with the server's words, then imposes a
// 24-hour time-out; a deposit paid during the break is credited and flagged, and compliance reviews the flag
// with a note; the member's Responsible gaming page, side by side, shows the operator's limit and the break. Compliance also changes a threshold of Suncity USD's protection settings (put back afterwards).
//
// A member registered for this test, not demo001: neither an operator's limit nor a time-out can be lifted
// within a run, and the other files play and deposit as demo001 on the same server.

let browser: Browser;
/** Compliance's console page, signed in once for the file. */
const consoles = consoleSessions(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await consoles.closeAll();
  await browser?.close();
});

/** Finds a member with the list's search box and opens their page. */
async function openMember(page: Page, account: string): Promise<void> {
  await page.getByRole('menuitem', { name: 'Members' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(account);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: account, exact: true }) });
  await expect.poll(() => page.getByRole('row').count()).toBe(2); // the header and the one member
  await row.click();
  await page.waitForURL(/\/admin\/members\/\d+\/show/);
  await page.getByRole('tab', { name: 'Profile' }).waitFor();
}

/** Opens a member's Protection tab. */
async function openProtectionTab(page: Page, account: string): Promise<void> {
  await openMember(page, account);
  await page.getByRole('tab', { name: 'Protection' }).click();
  await page.getByRole('heading', { name: 'Limits' }).waitFor();
}

/** The Limits table's row of a measure and period. */
const limitRow = (page: Page, measure: string, period: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Limits' }) })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: measure, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: period, exact: true }) });

/** Fills and sends the Impose limit dialog (a daily deposit limit); answers the dialog. */
async function imposeDailyDepositLimit(page: Page, amount: string, reason: string) {
  await page.getByRole('button', { name: 'Impose limit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impose limit' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Impose limit' }).click();
  return dialog;
}

const limitCard = (page: Page, name: string) => page.getByRole('region', { name });
const applies = (page: Page, name: string) => limitCard(page, name).locator('.rg-applies').innerText();

interface ProtectionSettings {
  version: number;
  deposit_limit_prompt: boolean;
  deposits_per_day: number;
  withdrawals_cancelled: number;
  night_play_nights: number;
  net_deposits_30d: string;
  limits: { measure: string; period: string; amount: string }[];
}
const SETTINGS = '/api/admin/protection-settings/1%3AUSD';
const readSettings = (page: Page) => adminFetch(page, 'GET', SETTINGS) as Promise<ProtectionSettings>;

describe('player protection in the console', () => {
  it(
    'compliance imposes a daily deposit limit (a raise is refused) and a 24-hour time-out; the member sees both',
    { timeout: 240_000 },
    async () => {
      const member = await registerThroughLink(browser, `${siteURL()}/register`);
      const { page: site } = member;
      const udid = await site.evaluate(() => localStorage.getItem('udid') ?? '');
      const { page, errors } = await consoles.as('compliance');
      await openProtectionTab(page, member.account);
      await screenshot(page, 'backoffice-protection-tab-empty');

      // 1. A daily deposit limit of 100.00 with a reason: the tab shows it as the operator's, and it applies.
      const dialog = await imposeDailyDepositLimit(page, '100.00', 'Deposits doubled in a week');
      await dialog.waitFor({ state: 'detached' });
      const daily = limitRow(page, 'Deposit', 'Daily');
      await daily.getByRole('cell', { name: '100.00 USD' }).first().waitFor();
      await screenshot(page, 'backoffice-protection-limit-imposed');

      // 2. A raise is refused by the server, its words shown in the dialog; nothing changes.
      const raise = await imposeDailyDepositLimit(page, '150.00', 'Trying a raise');
      const refusal = raise.getByRole('alert');
      await refusal.waitFor();
      expect(await refusal.innerText()).toMatch(/^Refused: \S/);
      await screenshot(page, 'backoffice-protection-raise-refused');
      await raise.getByRole('button', { name: 'Cancel' }).click();

      // 3. The member's Responsible gaming page, in the member's own window: the operator's limit applies.
      await site.goto(`${siteURL()}/user/ResponsibleGaming`);
      await expect.poll(() => applies(site, 'Daily deposit limit')).toBe('$ 100.00');
      await limitCard(site, 'Daily deposit limit').scrollIntoViewIfNeeded();
      await screenshot(site, 'backoffice-protection-member-limit');

      // 4. The member opens a deposit of 100.00 at the gateway (within the limit) and has not paid it yet.
      await site.goto(`${siteURL()}/Deposit`);
      await site.getByRole('button', { name: /Sandbox Pay/ }).click();
      await site.getByRole('button', { name: '$ 100.00' }).click();
      const [payWindow] = await Promise.all([
        site.waitForEvent('popup'),
        site.getByRole('button', { name: 'Pay now' }).click(),
      ]);
      await payWindow.waitForURL(/\/sandbox-gateway\/pay\//);

      // 5. A 24-hour time-out: off until "I understand" is on, then in force in the tab.
      await page.getByRole('button', { name: 'Impose time-out' }).click();
      const timeOut = page.getByRole('dialog', { name: 'Impose time-out' });
      await timeOut.getByRole('textbox', { name: 'Reason' }).fill('Night play five nights in a row');
      await timeOut.getByRole('button', { name: 'Impose time-out' }).click();
      await timeOut.getByText('Please confirm').waitFor();
      await timeOut.getByRole('switch', { name: 'I understand it cannot be undone' }).check();
      await screenshot(page, 'backoffice-protection-time-out-dialog');
      await timeOut.getByRole('button', { name: 'Impose time-out' }).click();
      await timeOut.waitFor({ state: 'detached' });
      const blocks = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Time-outs' }) });
      const block = blocks.getByRole('row').filter({ hasText: 'In force' });
      await block.getByRole('cell', { name: 'Operator', exact: true }).waitFor();
      await block.getByRole('cell', { name: 'Night play five nights in a row' }).waitFor();
      await screenshot(page, 'backoffice-protection-time-out');

      // 6. The deposit is paid during the break: money already paid is credited, never refused, and flagged.
      // Compliance finds the marker and reviews it with a note; it leaves the open ones.
      await payWindow.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Markers of harm' }).click();
      await page.waitForURL(/\/admin\/protection-flags/);
      const flag = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: member.account, exact: true }) })
        .filter({ hasText: 'Credited past a limit or block' });
      await expect
        .poll(
          async () => {
            await page.getByRole('button', { name: 'Refresh' }).first().click();
            return flag.count();
          },
          { timeout: 30_000 },
        )
        .toBe(1);
      expect(await flag.innerText()).toMatch(/credited during a time-out/);
      await flag.getByRole('button', { name: 'Review' }).click();
      const review = page.getByRole('dialog', { name: 'Review' });
      await review.getByRole('textbox', { name: 'Note' }).fill('Paid before the break; called the member');
      await screenshot(page, 'backoffice-protection-flag-review');
      await review.getByRole('button', { name: 'Review' }).click();
      await page.getByText('Flag reviewed.').waitFor();
      await expect.poll(() => flag.count()).toBe(0);
      await openProtectionTab(page, member.account);
      const flags = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Markers of harm' }) });
      await flags.getByRole('cell', { name: 'Paid before the break; called the member' }).waitFor();
      await screenshot(page, 'backoffice-protection-flag-reviewed');

      // 7. The member, signed in again, sees the break instead of the forms, and the operator's limit.
      const again = await newPage(browser, DESKTOP);
      await again.context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
      await apiLogIn(again.context, member.account, { password: REGISTER_PASSWORD, udid });
      await again.page.goto(`${siteURL()}/user/ResponsibleGaming`);
      await again.page.getByRole('status', { name: 'You are taking a break' }).waitFor();
      expect(await applies(again.page, 'Daily deposit limit')).toBe('$ 100.00');
      await screenshot(again.page, 'backoffice-protection-member-break');

      // 8. The tab on a phone's screen, loaded afresh there (the desktop's open menu would cover it as a
      // drawer); the file's next tests want the desktop back.
      await page.setViewportSize(PHONE);
      try {
        await page.reload();
        await page.getByRole('button', { name: 'Impose limit' }).waitFor();
        await screenshot(page, 'backoffice-protection-tab-390');
      } finally {
        await page.setViewportSize(DESKTOP);
        await page.goto(`${siteURL()}/admin/`);
      }

      expect(errors).toEqual([]);
      expect(again.errors).toEqual([]);
      await again.context.close();
      await member.context.close();
    },
  );

  it('compliance changes a threshold of Suncity USD’s protection settings and saves it', async () => {
    const { page, errors } = await consoles.as('compliance');
    const before = await readSettings(page);
    try {
      await page.getByRole('menuitem', { name: 'Protection settings' }).click();
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Suncity', exact: true }) })
        .filter({ has: page.getByRole('cell', { name: 'USD', exact: true }) });
      await row.click();
      await page.waitForURL(/\/admin\/protection-settings\/1%3AUSD$/);
      const threshold = page.getByRole('spinbutton', { name: 'Deposits in 24 hours' });
      const next = before.deposits_per_day === 7 ? 8 : 7;
      await threshold.fill(String(next));
      await screenshot(page, 'backoffice-protection-settings-edit');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/protection-settings$/);
      await row.getByText(`Deposits in 24 hours: ${next}`).waitFor();
      await screenshot(page, 'backoffice-protection-settings-list');
      expect(await readSettings(page)).toMatchObject({ deposits_per_day: next, version: before.version + 1 });
      expect(errors).toEqual([]);
    } finally {
      const { version } = await readSettings(page);
      const { deposit_limit_prompt, deposits_per_day, withdrawals_cancelled, night_play_nights } = before;
      await adminFetch(page, 'PUT', SETTINGS, {
        version,
        deposit_limit_prompt,
        deposits_per_day,
        withdrawals_cancelled,
        night_play_nights,
        net_deposits_30d: before.net_deposits_30d,
        limits: before.limits.map(({ measure, period, amount }) => ({ measure, period, amount })),
      });
    }
  });

  it('compliance lists the markers of harm with their filters', async () => {
    const { page, errors } = await consoles.as('compliance');
    await page.getByRole('menuitem', { name: 'Markers of harm' }).click();
    await page.waitForURL(/\/admin\/protection-flags/);
    // Open flags first; the state filter is on the screen.
    expect(await page.getByRole('combobox', { name: 'State' }).textContent()).toBe('Open');
    await page.getByRole('combobox', { name: 'Marker' }).waitFor();
    await screenshot(page, 'backoffice-protection-flags');
    expect(errors).toEqual([]);
  });

  it('support reads a member’s protection but imposes nothing; finance does not see it', async () => {
    const support = await consoles.as('support');
    await openProtectionTab(support.page, 'demo001');
    await limitRow(support.page, 'Deposit', 'Daily').waitFor();
    expect(await support.page.getByRole('button', { name: 'Impose limit' }).count()).toBe(0);
    expect(await support.page.getByRole('button', { name: 'Impose time-out' }).count()).toBe(0);
    await support.page.getByRole('menuitem', { name: 'Markers of harm' }).waitFor();
    expect(support.errors).toEqual([]);

    const finance = await consoles.as('finance');
    expect(await finance.page.getByRole('menuitem', { name: 'Markers of harm' }).count()).toBe(0);
    await openMember(finance.page, 'demo001');
    expect(await finance.page.getByRole('tab', { name: 'Protection' }).count()).toBe(0);
  });
});
