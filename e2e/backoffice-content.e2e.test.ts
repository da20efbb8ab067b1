import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { consoleSessions } from './support/console.js';

let browser: Browser;
/** The content operator's console page, signed in once for the file (the content screens are the subject). */
const consoles = consoleSessions(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await consoles.closeAll();
  await browser?.close();
});

/** A banner picture as an operator would have one: a PNG drawn here (the server resizes it to three sizes). */
const bannerPng = () =>
  sharp({ create: { width: 1600, height: 480, channels: 3, background: { r: 20, g: 110, b: 180 } } })
    .png()
    .toBuffer();

/** A member page of site 1 opened in a language (the cookies the language switch writes), marked so a reload shows. */
async function memberPage(locale: 'en_US' | 'zh_CN') {
  const opened = await newPage(browser, DESKTOP);
  const host = new URL(siteURL()).hostname;
  await opened.context.addCookies(
    ['i18n_redirected', 'lang'].map((name) => ({ name, value: locale, domain: host, path: '/' })),
  );
  await opened.page.goto(siteURL());
  await expect.poll(() => carouselAlts(opened.page).then((alts) => alts.length)).toBeGreaterThan(0);
  await opened.page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
  return opened;
}

const carouselAlts = (page: Page) =>
  page.locator('.carousel .carousel-img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));

const stillSamePage = (page: Page) => page.evaluate(() => (window as { e2eNoReload?: boolean }).e2eNoReload === true);

/** Picks an option of a react-admin select by its label. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Deletes an entry with the console's session (the clean-up that runs even when a step failed). */
const deleteEntry = (page: Page, id: number) =>
  page.evaluate(async (entry) => {
    const res = await fetch(`/api/admin/content/${entry}`, {
      method: 'DELETE',
      headers: { 'x-csrf-token': sessionStorage.getItem('playdeck.admin.csrf') ?? '' },
    });
    return res.status;
  }, id);

/** Creates an entry with the console's session; answers its id. */
const createEntry = (page: Page, body: object) =>
  page.evaluate(async (entry) => {
    const res = await fetch('/api/admin/content', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': sessionStorage.getItem('playdeck.admin.csrf') ?? '',
      },
      body: JSON.stringify(entry),
    });
    return ((await res.json()) as { id: number }).id;
  }, body);

const entryId = (page: Page) => Number(/content-banner\/(\d+)/.exec(page.url())?.[1]);

describe('content in the console', () => {
  it('the content operator uploads a banner, publishes it in English and Chinese, and each open page shows its own', async () => {
    // Slow by nature: the console's upload, two language versions and two open member pages that must update.
    const english = await memberPage('en_US');
    const chinese = await memberPage('zh_CN');
    const { page, errors } = await consoles.as('content');
    const created: number[] = [];
    const stamp = Date.now() % 100_000;
    const enTitle = `Spring reload ${stamp}`;
    const zhTitle = `春季充值 ${stamp}`;
    try {
      await page.getByRole('menuitem', { name: 'Banners' }).click();
      await page.getByRole('link', { name: 'Create' }).click();
      await page.getByRole('heading', { name: 'Banner', exact: true }).waitFor();

      // The site first (an upload belongs to a site), then the picture: three sizes come back.
      await choose(page, /^Site/, 'Suncity');
      await page.getByLabel('Picture file').setInputFiles({
        name: 'spring.png',
        mimeType: 'image/png',
        buffer: await bannerPng(),
      });
      await page.getByRole('alert').filter({ hasText: 'Picture uploaded' }).first().waitFor();
      const photo = page.getByRole('textbox', { name: 'Picture' });
      await expect.poll(() => photo.inputValue()).toMatch(/^\/media\/content\/\d+\/desktop\.webp$/);
      const sizes = page.getByLabel('Uploaded sizes').getByRole('img');
      expect(await sizes.count()).toBe(3);
      await page.getByRole('textbox', { name: 'Title' }).fill(enTitle);
      await page.getByRole('textbox', { name: 'Link address' }).fill('/discount');
      await choose(page, /^Language/, /en_US$/);
      await page.getByRole('spinbutton', { name: 'Order' }).fill('-100');
      // The preview shows the uploaded picture, as the member site will.
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect.poll(() => preview.getByRole('img').getAttribute('src')).toBe(await photo.inputValue());
      await screenshot(page, 'backoffice-content-banner-create');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/content-banner\/\d+$/);
      created.push(entryId(page));

      // The Chinese one: a copy in zh_CN (made switched off), translated and switched on.
      await page.getByRole('button', { name: 'Copy to language' }).click();
      const dialog = page.getByRole('dialog', { name: 'Copy to language' });
      await dialog.getByRole('combobox', { name: 'Language' }).click();
      await page.getByRole('option', { name: /zh_CN$/ }).click();
      await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
      await expect.poll(() => entryId(page)).not.toBe(created[0]);
      created.push(entryId(page));
      const title = page.getByRole('textbox', { name: 'Title' });
      await expect.poll(() => title.inputValue()).toBe(enTitle);
      await title.fill(zhTitle);
      const on = page
        .getByRole('switch', { name: 'On' })
        .or(page.getByRole('checkbox', { name: 'On' }))
        .first();
      expect(await on.isChecked()).toBe(false);
      await on.check();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/content-banner$/);

      // Each open page shows the banner of its own language, first, without a reload.
      await expect.poll(async () => (await carouselAlts(english.page))[0]).toBe(enTitle);
      await expect.poll(async () => (await carouselAlts(chinese.page)).includes(zhTitle)).toBe(true);
      expect(await carouselAlts(english.page)).not.toContain(zhTitle);
      expect(await carouselAlts(chinese.page)).not.toContain(enTitle);
      expect(await stillSamePage(english.page)).toBe(true);
      expect(await stillSamePage(chinese.page)).toBe(true);
      await screenshot(english.page, 'backoffice-content-member-en');
      await screenshot(chinese.page, 'backoffice-content-member-zh');
      expect(errors).toEqual([]);
    } finally {
      // Other tests read the seeded carousel: what this test published goes again.
      for (const id of created) expect([200, 204, 404]).toContain(await deleteEntry(page, id));
      await english.context.close();
      await chinese.context.close();
    }
  });

  it('a save over someone else’s newer save is refused with a clear message, and the operator’s input stays', async () => {
    const { context, page, errors } = await consoles.as('content');
    const id = await createEntry(page, {
      site_id: 1,
      kind: 'announcement',
      locale: 'vi_VN',
      active: false,
      data: { content: 'Bảo trì lúc 2 giờ sáng' },
    });
    try {
      await page.goto(`${siteURL()}/admin/content-announcement/${id}`);
      const mine = page.getByRole('textbox', { name: 'Content' });
      await expect.poll(() => mine.inputValue()).toBe('Bảo trì lúc 2 giờ sáng');

      // A colleague (another tab of the console) saves first.
      const other = await context.newPage();
      await other.goto(page.url());
      const theirs = other.getByRole('textbox', { name: 'Content' });
      await expect.poll(() => theirs.inputValue()).toBe('Bảo trì lúc 2 giờ sáng');
      await theirs.fill('Bảo trì lúc 3 giờ sáng');
      await other.getByRole('button', { name: 'Save' }).click();
      await other.waitForURL(/\/admin\/content-announcement$/);

      await mine.fill('Bảo trì lúc 4 giờ sáng');
      await page.getByRole('button', { name: 'Save' }).click();
      const warning = page.getByRole('alert').filter({ hasText: 'changed by someone else since you opened it' });
      await warning.first().waitFor();
      expect(await mine.inputValue()).toBe('Bảo trì lúc 4 giờ sáng');
      expect(new URL(page.url()).pathname).toBe(`/admin/content-announcement/${id}`);
      await screenshot(page, 'backoffice-content-conflict');

      // Loading the latest keeps the operator's change on top; saving then works.
      await page.getByRole('button', { name: 'Load the latest version' }).click();
      await expect.poll(() => warning.count()).toBe(0);
      expect(await mine.inputValue()).toBe('Bảo trì lúc 4 giờ sáng');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/content-announcement$/);
      const stored = await page.evaluate(
        async (entry) =>
          ((await (await fetch(`/api/admin/content/${entry}`)).json()) as { data: { content: string } }).data,
        id,
      );
      expect(stored.content).toBe('Bảo trì lúc 4 giờ sáng');
      expect(errors).toEqual([]);
      await other.close();
    } finally {
      expect([200, 204, 404]).toContain(await deleteEntry(page, id));
    }
  });
});
