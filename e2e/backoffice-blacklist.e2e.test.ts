import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { adminFetch, chooseSite, signIn } from './support/console.js';
import { answerCaptcha, fillAccount, openRegister, ownAddress, uniqueDigits } from './support/register.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Entry = { id: number; value: string };
const entries = (page: Page, value: string) =>
  adminFetch(
    page,
    'GET',
    `/api/admin/register-blacklist?filter=${encodeURIComponent(JSON.stringify({ q: value }))}`,
  ) as Promise<Entry[]>;

/** The VND register modal of a visitor, filled but for the captcha; answers the modal. */
async function fillVndRegistration(page: Page, name: string): Promise<Locator> {
  await page.goto(siteURL());
  const dialog = await openRegister(page);
  await dialog.getByLabel('Currency').selectOption('VND');
  const n = uniqueDigits();
  await fillAccount(dialog, `bl${n}`, false);
  await dialog.getByLabel('Real name', { exact: true }).fill(name);
  await dialog.getByLabel('Phone number', { exact: true }).fill(`096${n}`);
  return dialog;
}

/** A name the operator puts on the registration blacklist in the console is refused (214) until removed. */
describe('console: the registration blacklist', () => {
  it('the owner adds a name; a visitor cannot register with it; once deleted, the name registers', async () => {
    // Slow by nature: the console's create, duplicate, search and delete screens, two registrations, and the console in Chinese.
    const { context, page, errors } = await newPage(browser, DESKTOP);
    const name = `NguyenVanBl${uniqueDigits()}`;
    await signIn(page, 'owner');
    await page.getByRole('menuitem', { name: 'Registration blacklist' }).click();
    await page.getByRole('columnheader', { name: 'Value' }).waitFor();
    await page.getByRole('cell', { name: 'blocked name' }).waitFor();

    await page.getByRole('link', { name: 'Create' }).click();
    await chooseSite(page, 'Suncity');
    expect(await page.getByRole('combobox', { name: 'Kind' }).textContent()).toBe('Real name');
    await page.getByText(/in any upper or lower case/).waitFor();
    await page.getByRole('textbox', { name: 'Value' }).fill(`  ${name.toUpperCase()} `);
    await page.getByRole('button', { name: 'Save' }).click();
    // Kept as registration compares it: trimmed, in lower case.
    await page.getByRole('cell', { name: name.toLowerCase(), exact: true }).waitFor();
    await screenshot(page, 'console-register-blacklist-1440');

    // The same name again is refused on its input, in the console's words.
    await page.getByRole('link', { name: 'Create' }).click();
    await chooseSite(page, 'Suncity');
    await page.getByRole('textbox', { name: 'Value' }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This site’s blacklist already has this value.').waitFor();
    await screenshot(page, 'console-register-blacklist-duplicate-1440');

    const visitor = await newPage(browser, DESKTOP, { extraHTTPHeaders: ownAddress() });
    let dialog = await fillVndRegistration(visitor.page, name);
    await answerCaptcha(dialog);
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => dialog.getByRole('alert').allTextContents()).toContain('This name cannot be used');
    await screenshot(visitor.page, 'register-name-blacklisted-1440');

    // Deleted in the console (after a confirmation), the name is accepted.
    await page.goto(`${siteURL()}/admin/register-blacklist`);
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await screenshot(page, 'console-register-blacklist-search-1440');
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove from the blacklist' });
    await confirm.getByText(`Remove “${name.toLowerCase()}” from the registration blacklist?`).waitFor();
    await screenshot(page, 'console-register-blacklist-delete-1440');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(async () => (await entries(page, name)).length).toBe(0);

    dialog = await fillVndRegistration(visitor.page, name);
    await answerCaptcha(dialog);
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await visitor.page.getByRole('dialog', { name: 'Welcome! Your account has been created' }).waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    // The screen in the console's other language, without the search.
    await page.goto(`${siteURL()}/admin/register-blacklist?filter=%7B%7D`);
    await page.getByRole('cell', { name: 'blocked name' }).waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await page.getByRole('columnheader', { name: '值' }).waitFor();
    await page.getByRole('menuitem', { name: '注册黑名单' }).waitFor();
    await screenshot(page, 'console-register-blacklist-zh-1440');
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('support reads the list without add or delete; content does not see it', async () => {
    const support = await newPage(browser, DESKTOP);
    await signIn(support.page, 'support');
    await support.page.getByRole('menuitem', { name: 'Registration blacklist' }).click();
    await support.page.getByRole('cell', { name: 'blocked name' }).waitFor();
    expect(await support.page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await support.page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await support.context.close();

    const content = await newPage(browser, DESKTOP);
    await signIn(content.page, 'content');
    expect(await content.page.getByRole('menuitem', { name: 'Registration blacklist' }).count()).toBe(0);
    await content.context.close();
  });
});
