import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { adminFetch, consoleSessions, signIn } from './support/console.js';

// The console's programme screens (decision 0021) against the real server: finance sets the recommend-a-friend
// rules of Suncity USD and the cash back of AP Sport USD (the member-site tests use Suncity's), a stale save
// is refused and keeps what was typed, and what the programmes paid is listed with its filters. Every
// test puts the settings back as it found them, so a retry and the other files find the seed's.

let browser: Browser;
/** Finance's console page, signed in once for the file (the programme screens are the subject). */
const consoles = consoleSessions(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await consoles.closeAll();
  await browser?.close();
});

interface Rule {
  kind: 'first_deposit' | 'turnover';
  threshold: string;
  award: string;
}
interface ReferralSettings {
  id: string;
  enabled: boolean;
  rules: Rule[];
  version: number;
}
interface CashbackSettings {
  id: string;
  enabled: boolean;
  rate_permille: number;
  cap: string;
  minimum: string;
  period: 'day' | 'week';
  mode: 'claim' | 'auto';
  version: number;
}

const REFERRAL = '/api/admin/referral-settings/1%3AUSD';
const CASHBACK = '/api/admin/cashback-settings/2%3AUSD';

const readReferral = (page: Page) => adminFetch(page, 'GET', REFERRAL) as Promise<ReferralSettings>;
const readCashback = (page: Page) => adminFetch(page, 'GET', CASHBACK) as Promise<CashbackSettings>;

/** Saves referral settings over whatever is there now (the version read just before). */
async function putReferral(page: Page, settings: Pick<ReferralSettings, 'enabled' | 'rules'>) {
  const { version } = await readReferral(page);
  return adminFetch(page, 'PUT', REFERRAL, { version, enabled: settings.enabled, rules: settings.rules });
}

async function putCashback(page: Page, settings: Omit<CashbackSettings, 'id' | 'version'>) {
  const { version } = await readCashback(page);
  const { enabled, rate_permille, cap, minimum, period, mode } = settings;
  return adminFetch(page, 'PUT', CASHBACK, { version, enabled, rate_permille, cap, minimum, period, mode });
}

/** A settings list's row of a site and currency. */
const settingsRow = (page: Page, site: string, currency: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: site, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: currency, exact: true }) });

/** The rule rows of the referral form: each row's inputs by their labels. */
const ruleRow = (page: Page, index: number) => page.locator('.RaSimpleFormIterator-line').nth(index);

async function openReferralEdit(page: Page): Promise<void> {
  await page.getByRole('menuitem', { name: 'Referral settings' }).click();
  await settingsRow(page, 'Suncity', 'USD').click();
  await page.waitForURL(/\/admin\/referral-settings\/1%3AUSD$/);
  await page.getByRole('heading', { name: 'Award rules' }).waitFor();
}

const STARTING_RULES: Rule[] = [{ kind: 'first_deposit', threshold: '100.00', award: '10.00' }];

describe('programmes in the console', () => {
  it('finance edits Suncity USD’s referral rules and saves; the list shows them', async () => {
    const { page, errors } = await consoles.as('finance');
    const before = await readReferral(page);
    try {
      await putReferral(page, { enabled: true, rules: STARTING_RULES });
      await openReferralEdit(page);
      await screenshot(page, 'backoffice-programmes-referral-edit');

      await ruleRow(page, 0).getByRole('textbox', { name: 'Award' }).fill('12.50');
      await page.getByRole('button', { name: 'Add' }).click();
      // The new row takes the kind no row has yet; a second rule of one kind is refused before sending.
      const second = ruleRow(page, 1);
      await expect.poll(() => second.getByRole('combobox', { name: 'Kind' }).textContent()).toBe('Turnover');
      await second.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'First deposit' }).click();
      await second.getByRole('textbox', { name: 'Threshold' }).fill('1000.00');
      await second.getByRole('textbox', { name: 'Award' }).fill('20.123');
      await page.getByRole('button', { name: 'Save' }).click();
      await second.getByText('Only one rule of this kind').waitFor();
      await second.getByText('An amount with at most 2 decimals').waitFor();
      await screenshot(page, 'backoffice-programmes-referral-invalid');
      expect(page.url()).toMatch(/\/referral-settings\/1%3AUSD$/);

      await second.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'Turnover' }).click();
      await second.getByRole('textbox', { name: 'Award' }).fill('20.00');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/referral-settings$/);
      const row = settingsRow(page, 'Suncity', 'USD');
      await row.getByText('First deposit ≥ 100.00 USD → 12.50 USD').waitFor();
      await row.getByText('Turnover ≥ 1,000.00 USD → 20.00 USD').waitFor();
      await screenshot(page, 'backoffice-programmes-referral-list');

      expect(await readReferral(page)).toMatchObject({
        enabled: true,
        rules: [
          { kind: 'first_deposit', threshold: '100.00', award: '12.50' },
          { kind: 'turnover', threshold: '1000.00', award: '20.00' },
        ],
      });
      expect(errors).toEqual([]);
    } finally {
      await putReferral(page, before);
    }
  });

  it('a save after someone else saved is refused with the conflict message, keeping what was typed', async () => {
    const { page, errors } = await consoles.as('finance');
    const before = await readReferral(page);
    try {
      await putReferral(page, { enabled: true, rules: STARTING_RULES });
      await openReferralEdit(page);
      const award = ruleRow(page, 0).getByRole('textbox', { name: 'Award' });
      await award.fill('15.00');
      // Someone else saves the same settings meanwhile: the version this page read is stale now.
      await putReferral(page, { enabled: true, rules: [{ ...STARTING_RULES[0]!, threshold: '80.00' }] });

      await page.getByRole('button', { name: 'Save' }).click();
      const conflict = page
        .getByRole('alert')
        .filter({ hasText: 'Someone saved these settings after you opened them' });
      await conflict.first().waitFor();
      expect(page.url()).toMatch(/\/referral-settings\/1%3AUSD$/);
      expect(await award.inputValue()).toBe('15.00');
      expect((await readReferral(page)).rules[0]).toMatchObject({ threshold: '80.00', award: '10.00' });
      await screenshot(page, 'backoffice-programmes-referral-conflict');

      // Loading the latest keeps the typed rules and shows the ones saved meanwhile; the next save goes through.
      await page.getByRole('button', { name: 'Load the latest' }).click();
      const status = page.getByRole('status').filter({ hasText: 'The latest settings are loaded' });
      await status.getByText('First deposit ≥ 80.00 USD → 10.00 USD').waitFor();
      expect(await award.inputValue()).toBe('15.00');
      await screenshot(page, 'backoffice-programmes-referral-reloaded');
      await ruleRow(page, 0).getByRole('textbox', { name: 'Threshold' }).fill('80.00');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/referral-settings$/);
      await settingsRow(page, 'Suncity', 'USD').getByText('First deposit ≥ 80.00 USD → 15.00 USD').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await putReferral(page, before);
    }
  });

  it('finance sets AP Sport USD’s cash back: rate in per mille shown as a percentage, cap, period, mode', async () => {
    const { page, errors } = await consoles.as('finance');
    const before = await readCashback(page);
    try {
      await page.getByRole('menuitem', { name: 'Cash-back settings' }).click();
      await settingsRow(page, 'AP Sport', 'USD').click();
      await page.waitForURL(/\/admin\/cashback-settings\/2%3AUSD$/);

      const enabled = page.getByRole('switch', { name: 'Programme on' });
      if (!(await enabled.isChecked())) await enabled.check();
      await page.getByRole('spinbutton', { name: 'Rate' }).fill('25');
      await page.getByText('2.5% of the period’s net loss').waitFor();
      await page.getByRole('textbox', { name: 'Cap per period' }).fill('200.00');
      await page.getByRole('textbox', { name: 'Minimum' }).fill('1.00');
      await page.getByRole('radio', { name: 'Weekly' }).check();
      await page.getByRole('radio', { name: 'Members claim it' }).check();
      await screenshot(page, 'backoffice-programmes-cashback-edit');
      await page.getByRole('button', { name: 'Save' }).click();

      await page.waitForURL(/\/admin\/cashback-settings$/);
      const row = settingsRow(page, 'AP Sport', 'USD');
      await row.getByText('25 ‰').waitFor();
      await row.getByText('200.00 USD').waitFor();
      await row.getByText('Weekly').waitFor();
      await screenshot(page, 'backoffice-programmes-cashback-list');
      expect(await readCashback(page)).toMatchObject({
        enabled: true,
        rate_permille: 25,
        cap: '200.00',
        minimum: '1.00',
        period: 'week',
        mode: 'claim',
      });
      expect(errors).toEqual([]);
    } finally {
      await putCashback(page, before);
    }
  });

  it('what the programmes paid opens with its filters', async () => {
    const { page, errors } = await consoles.as('finance');
    const filtered = (resource: string, key: string) =>
      page.waitForResponse(
        (res) =>
          res.url().includes(`/api/admin/${resource}?`) &&
          decodeURIComponent(res.url()).includes(`"${key}":`) &&
          res.status() === 200,
      );

    await page.getByRole('menuitem', { name: 'Referral awards' }).click();
    await page.waitForURL(/\/admin\/referral-awards/);
    let reply = filtered('referral-awards', 'referrer_id');
    await page.getByRole('spinbutton', { name: 'Referrer ID' }).fill('1');
    await reply;
    reply = filtered('referral-awards', 'friend_id');
    await page.getByRole('spinbutton', { name: 'Friend ID' }).fill('2');
    await reply;
    await screenshot(page, 'backoffice-programmes-awards');

    await page.getByRole('menuitem', { name: 'Cash-back grants' }).click();
    await page.waitForURL(/\/admin\/cashback-grants/);
    reply = filtered('cashback-grants', 'status');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Claimable' }).click();
    await reply;
    reply = filtered('cashback-grants', 'member_id');
    await page.getByRole('spinbutton', { name: 'Member ID' }).fill('1');
    await reply;
    await screenshot(page, 'backoffice-programmes-grants');
    expect(errors).toEqual([]);
  });

  it('support reads the programmes but is offered no change; content does not see them', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    try {
      await signIn(page, 'support');
      await page.getByRole('menuitem', { name: 'Referral settings' }).click();
      await settingsRow(page, 'Suncity', 'USD').click();
      expect(page.url()).toMatch(/\/admin\/referral-settings$/);
      await page.getByRole('menuitem', { name: 'Cash-back settings' }).click();
      await settingsRow(page, 'AP Sport', 'USD').click();
      expect(page.url()).toMatch(/\/admin\/cashback-settings$/);
      expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);

      // Read on a phone's width: the list becomes a simple list.
      await page.setViewportSize(PHONE);
      await page.goto(`${siteURL()}/admin/referral-settings`);
      await page.getByText('Suncity').first().waitFor();
      await screenshot(page, 'backoffice-programmes-referral-list-phone');
      await page.goto(`${siteURL()}/admin/cashback-settings`);
      await page.getByText('AP Sport').first().waitFor();
      await screenshot(page, 'backoffice-programmes-cashback-list-phone');
      await page.goto(`${siteURL()}/admin/cashback-grants`);
      await page.getByRole('combobox', { name: 'Status' }).waitFor();
      await screenshot(page, 'backoffice-programmes-grants-phone');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    const content = await newPage(browser, DESKTOP);
    try {
      await signIn(content.page, 'content');
      expect(await content.page.getByRole('menuitem', { name: 'Referral settings' }).count()).toBe(0);
      expect(await content.page.getByRole('menuitem', { name: 'Cash-back grants' }).count()).toBe(0);
    } finally {
      await content.context.close();
    }
  });
});
