import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogIn, deviceContext, loginButton, memberButton, memberChannelJoined, toastTexts } from './support/auth.js';
import { DESKTOP, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import {
  OPERATOR_PASSWORD,
  adminFetch,
  consoleSessions,
  enrolled,
  freshTotp,
  setMemberStatus,
  spentTotp,
  submitPassword,
} from './support/console.js';

let browser: Browser;
/** The operators' console pages, signed in once for the file (the first test drives the sign-in screen). */
const consoles = consoleSessions(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await consoles.closeAll();
  await browser?.close();
});

/** The console and the member site side by side: two contexts of one browser. */
const consolePage = () => newPage(browser, DESKTOP);

/** demo001 logged in on the member site (on its trusted device), listening on its member channel. */
async function memberSite() {
  const opened = await deviceContext(browser, 'e2e-demo001-home', DESKTOP);
  const joined = memberChannelJoined(opened.page);
  await apiLogIn(opened.context, 'demo001');
  await opened.page.goto(siteURL());
  await memberButton(opened.page, 'demo001').first().waitFor();
  await joined; // a push before the page listens would only show on the next reload
  // Gone after a reload: the page must change by itself.
  await opened.page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
  return opened;
}

const stillSamePage = (page: Page) => page.evaluate(() => (window as { e2eNoReload?: boolean }).e2eNoReload === true);

const minor = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function headerCash(page: Page): Promise<number> {
  const amount = page.locator('header .member-amount[aria-busy="false"]').first();
  await expect.poll(async () => /\d/.test((await amount.textContent()) ?? '')).toBe(true);
  return minor((await amount.textContent()) ?? '');
}

/** Finds a member with the list's search box and opens their page; answers the member's id. */
async function openMember(page: Page, account: string): Promise<number> {
  await page.getByRole('menuitem', { name: 'Members' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(account);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: account, exact: true }) });
  await expect.poll(() => page.getByRole('row').count()).toBe(2); // the header and the one member
  await row.click();
  await page.waitForURL(/\/admin\/members\/\d+\/show/);
  await page.getByRole('tab', { name: 'Profile' }).waitFor();
  return Number(/members\/(\d+)\/show/.exec(page.url())?.[1]);
}

/** A field of the member's profile: its label and value (react-admin's Labeled). */
const profileField = (page: Page, label: string) =>
  page
    .locator('.RaLabeled-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=..');

/** The profile's Balance, in minor units. */
async function consoleBalance(page: Page): Promise<number> {
  const field = profileField(page, 'Balance');
  await expect.poll(async () => /\d/.test((await field.textContent()) ?? '')).toBe(true);
  return minor(((await field.textContent()) ?? '').replace('Balance', ''));
}

/** Fills the Adjust balance dialog of a member page and submits it. */
async function adjustBalance(page: Page, amount: string, note: string): Promise<void> {
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust balance' });
  await dialog.getByRole('radio', { name: 'Credit' }).check();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.getByRole('combobox', { name: 'Reason code' }).click();
  await page.getByRole('option', { name: 'Compensation' }).click();
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Waits for a notification (react-admin shows them one after another, so an earlier one may still be up). */
const notified = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor();

/**
 * A new owner of both demo sites, made by the demo owner through the admin API: the operator whom the
 * two-factor test enrols, so no other test (or file) meets a second factor on its owner.
 */
async function newOwner(): Promise<string> {
  const { page } = await consoles.as('owner');
  const username = `owner.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await adminFetch(page, 'POST', '/api/admin/operators', {
    username,
    password: OPERATOR_PASSWORD,
    display_name: 'Second owner',
    role: 'owner',
    site_ids: [1, 2],
  });
  return username;
}

/** Security page: start, read the secret, confirm with a code from it; the recovery codes are kept. */
async function enrol(page: Page, username: string): Promise<void> {
  await page.goto(`${siteURL()}/admin/security`);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await page.getByRole('textbox', { name: 'Secret key' }).inputValue()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(await page.getByRole('img', { name: 'QR code for your authenticator app' }).isVisible()).toBe(true);
  await screenshot(page, 'backoffice-totp-enrolment');
  enrolled.set(username, { secret, recovery: [], lastStep: 0 });

  await page.getByRole('textbox', { name: '6-digit code from the app' }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('heading', { name: 'Recovery codes' }).waitFor();
  spentTotp(username); // this step's code is spent: the sign-in below needs another
  const recovery = await page.getByRole('listitem').allTextContents();
  expect(recovery).toHaveLength(10);
  enrolled.set(username, { ...enrolled.get(username)!, recovery });
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
}

describe('operator console at work', () => {
  it('an owner enrols in two-factor sign-in, then signs in with a fresh code', async () => {
    // Slow by nature: the sign-in screen twice (password, then password and code) and the enrolment between.
    const owner = await newOwner();
    const { context, page, errors } = await consolePage();
    expect(await submitPassword(page, owner)).toBe('signed_in');
    await enrol(page, owner);
    expect(await submitPassword(page, owner)).toBe('code');
    await screenshot(page, 'backoffice-totp-code-step');
    await page.getByRole('textbox', { name: 'Code' }).fill(await freshTotp(owner));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();

    // The dashboard: today's cards and the last 30 days (a chart, or its empty state).
    await page.getByRole('region', { name: 'Registrations' }).waitFor();
    await page
      .locator('.recharts-surface')
      .or(page.getByText(/^No activity in these/))
      .first()
      .waitFor();
    await page.waitForTimeout(600); // the lines' drawing animation
    await screenshot(page, 'backoffice-dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the owner freezes demo001: the member site is signed out, cleared and told why', async () => {
    const member = await memberSite();
    const { page, errors } = await consoles.as('owner');
    const id = await openMember(page, 'demo001');
    try {
      await page.getByRole('button', { name: 'Change status' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change status' });
      await dialog.getByRole('combobox', { name: 'New status' }).click();
      await page.getByRole('option', { name: 'Frozen' }).click();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Chargeback under review');
      await dialog.getByRole('button', { name: 'Change status' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => profileField(page, 'Status').textContent()).toBe('StatusFrozen');
      await screenshot(page, 'backoffice-member-frozen');

      await expect
        .poll(() => toastTexts(member.page))
        .toContainEqual(expect.stringContaining('This account has been frozen'));
      await loginButton(member.page).first().waitFor();
      expect(await memberButton(member.page, 'demo001').count()).toBe(0);
      // app_clean_cache clears storage and reloads; the reloaded page says why (code 103).
      expect(await stillSamePage(member.page)).toBe(false);
      expect(await member.page.evaluate(() => localStorage.getItem('udid'))).toBe('e2e-demo001-home');
      await screenshot(member.page, 'member-site-frozen-logged-out');
    } finally {
      // Other files log demo001 in: active again whatever happened above.
      await setMemberStatus(page, id, 'active', 'Review finished'); // throws when refused
    }
    await page.reload();
    await expect.poll(() => profileField(page, 'Status').textContent()).toBe('StatusActive');
    expect([...errors, ...member.errors]).toEqual([]);
    await member.context.close();
  });

  it('finance credits demo001 10.00: the member site’s balance changes without a reload', async () => {
    const member = await memberSite();
    const before = await headerCash(member.page);
    const { page, errors } = await consoles.as('finance');
    await openMember(page, 'demo001');
    expect(await consoleBalance(page)).toBe(before);

    await adjustBalance(page, '10.00', 'Goodwill for a delayed withdrawal');
    await notified(page, /^Balance adjusted: demo001 now has/);
    await expect.poll(() => consoleBalance(page)).toBe(before + 1000);
    await page.getByRole('tab', { name: 'Ledger' }).click();
    await page.getByRole('cell', { name: 'adjustment', exact: true }).first().waitFor();
    await screenshot(page, 'backoffice-member-credited');

    await expect.poll(() => headerCash(member.page)).toBe(before + 1000);
    expect(await stillSamePage(member.page)).toBe(true);
    await screenshot(member.page, 'member-site-balance-pushed');
    expect([...errors, ...member.errors]).toEqual([]);
    await member.context.close();
  });

  it('a large credit waits for a second operator; the requester may not approve it', async () => {
    const note = `Large goodwill ${Date.now() % 100_000}`;
    const { page, errors } = await consoles.as('finance');
    await openMember(page, 'demo001');
    const before = await consoleBalance(page);
    await adjustBalance(page, '1500.00', note);
    await notified(page, /waits for a second operator’s approval/);

    await page.getByRole('menuitem', { name: 'Adjustments' }).click();
    const row = page.getByRole('row').filter({ hasText: note });
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await notified(page, 'A second operator must decide your own request.');
    await row.getByText('Pending').waitFor();
    await screenshot(page, 'backoffice-adjustment-own-request');

    // The owner turns it down, so demo001's balance stays as it was.
    const owner = await consoles.as('owner');
    await owner.page.getByRole('menuitem', { name: 'Adjustments' }).click();
    const ownerRow = owner.page.getByRole('row').filter({ hasText: note });
    await ownerRow.getByRole('button', { name: 'Reject' }).click();
    await owner.page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await ownerRow.getByText('Rejected').waitFor();
    await openMember(owner.page, 'demo001');
    // The owner's console opened demo001 in an earlier test: it shows that record until its refetch answers.
    await expect.poll(() => consoleBalance(owner.page)).toBe(before);
    expect([...errors, ...owner.errors]).toEqual([]);
  });

  it('support sees demo001 without Adjust balance, and adjustments without Create', async () => {
    const { page, errors } = await consoles.as('support');
    await openMember(page, 'demo001');
    await page.getByRole('button', { name: 'Change status' }).waitFor(); // support manages accounts
    expect(await page.getByRole('button', { name: 'Adjust balance' }).count()).toBe(0);
    await screenshot(page, 'backoffice-member-support');

    await page.goto(`${siteURL()}/admin/adjustments`);
    // The list, or its empty page when no adjustment exists yet.
    await page
      .getByRole('columnheader', { name: 'Amount' })
      .or(page.getByText(/^No adjustments? yet/i))
      .waitFor();
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await screenshot(page, 'backoffice-adjustments-support');
    expect(errors).toEqual([]);
  });
});
