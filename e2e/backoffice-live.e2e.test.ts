import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogIn, deviceContext, memberButton, memberChannelJoined } from './support/auth.js';
import { DESKTOP, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { adminFetch, consoleSessions, signIn } from './support/console.js';

let browser: Browser;
/** The content operator's console page, signed in once for the file's two tests of that operator. */
const consoles = consoleSessions(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await consoles.closeAll();
  await browser?.close();
});

/** A moment as the console's date-time inputs take it: `YYYY-MM-DDTHH:mm` on the site's clock (UTC-4). */
function siteClock(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Caracas',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** A member logged in on a page that has not reloaded since (a reload would drop the marker). */
async function memberPage(account: string) {
  const opened = await deviceContext(browser, `e2e-${account}-home`, DESKTOP);
  const joined = memberChannelJoined(opened.page);
  await apiLogIn(opened.context, account);
  await opened.page.goto(siteURL());
  await memberButton(opened.page, account).first().waitFor();
  await joined;
  await opened.page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
  return opened;
}
/** Whether the public game hall the server answers shows a provider's games in maintenance. */
const hallShowsMaintenance = (page: Page, gpId: string): Promise<boolean> =>
  page.evaluate(async (gp) => {
    const res = await fetch('/api/v3/game_list', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    let found = false;
    JSON.parse(await res.text(), (_key, value: { ori_gp_id?: string; maintenance?: unknown } | null) => {
      if (value?.ori_gp_id === gp && value.maintenance) found = true;
      return value;
    });
    return found;
  }, gpId);
const stillSamePage = (page: Page) => page.evaluate(() => (window as { e2eNoReload?: boolean }).e2eNoReload === true);

/** The member's unread letters as the header badge shows them (0 when there is no badge). */
async function unreadBadge(page: Page): Promise<number> {
  const text = await page
    .locator('header')
    .getByRole('status', { name: /unread letters/i })
    .allTextContents();
  return Number(/\d+/.exec(text.join(' '))?.[0] ?? 0);
}

/** The server's unread count for the page's member (earlier tries may have left letters unread). */
const serverUnread = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    const res = await fetch('/api/arks/web/member/letter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({ page: 1, count: 50 }),
    });
    return ((await res.json()) as { data: { unread_count: number } }).data.unread_count;
  });

/** A game thumbnail as an operator would have one: a square PNG drawn here (the server makes a 256×256 icon). */
const thumbnailPng = () =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

/**
 * Chooses Lucky Reels in the slots hall until the page goes to its games: a click on the server's markup
 * before the hall has hydrated does nothing, which a loaded machine made happen (the Slots link, clicked
 * before the first page hydrated, loads the hall as a new page).
 */
async function chooseLuckyReels(page: Page) {
  const tile = page.getByText('Lucky Reels', { exact: true }).filter({ visible: true }).first();
  await expect
    .poll(
      async () => {
        if (!/gp_id=GP01/.test(page.url())) await tile.click({ timeout: 5_000 }).catch(() => undefined);
        return page.url();
      },
      { timeout: 30_000 },
    )
    .toMatch(/gp_id=GP01/);
}

/** Opens the hall of Lucky Reels (GP01) slots and waits for Fortune Fruits' tile. */
async function openLuckyReels(page: Page) {
  await page.goto(siteURL());
  await page.locator('header').getByRole('link', { name: 'Slots' }).first().click();
  await chooseLuckyReels(page);
  await page.waitForURL(/gp_id=GP01/);
  await page.getByText('Fortune Fruits', { exact: true }).filter({ visible: true }).first().waitFor();
}

describe('the console and open member pages side by side', () => {
  it('the content operator puts Lucky Reels under maintenance: an open hall shows the maintenance dialog on launch', async () => {
    const member = await memberPage('demo001');
    await member.page.locator('header').getByRole('link', { name: 'Slots' }).first().click();
    await chooseLuckyReels(member.page);
    await member.page.waitForURL(/gp_id=GP01/);
    await member.page.getByText('Fortune Fruits', { exact: true }).filter({ visible: true }).first().waitFor();

    const console = (await consoles.as('content')).page;
    try {
      await console.getByRole('menuitem', { name: 'Game providers' }).click();
      await console.getByRole('textbox', { name: 'Search' }).fill('GP01');
      await expect.poll(() => console.getByRole('row').count()).toBe(3); // header, GP01 of each demo site
      await console.getByRole('row').filter({ hasText: 'Lucky Reels' }).first().click();
      await console.getByRole('textbox', { name: 'Maintenance from' }).fill(siteClock(Date.now() - 120_000));
      await console.getByRole('textbox', { name: 'Maintenance until' }).fill(siteClock(Date.now() + 3_600_000));
      await screenshot(console, 'backoffice-provider-maintenance');
      await console.getByRole('button', { name: 'Save' }).click();
      await console
        .getByRole('alert')
        .filter({ hasText: /updated/i })
        .first()
        .waitFor();

      // The server re-reads its catalogue within a second of a change: a launch made sooner still opens the game
      // (and every later click is "already open"), so the member clicks once the hall the server answers shows it.
      await expect.poll(() => hallShowsMaintenance(member.page, 'GP01'), { timeout: 30_000 }).toBe(true);
      // The change reaches the open hall as it is clicked: a click on a tile being drawn again does nothing, so
      // the member clicks again, as a person would, until the launch answers.
      const tile = member.page.getByText('Fortune Fruits', { exact: true }).filter({ visible: true }).first();
      const dialog = member.page.getByRole('dialog', { name: 'Platform maintenance' });
      await expect
        .poll(
          async () => {
            if (!(await dialog.isVisible())) await tile.click({ timeout: 5_000 }).catch(() => undefined);
            return dialog.isVisible();
          },
          { timeout: 30_000, interval: 2_000 },
        )
        .toBe(true)
        .catch(async (err: unknown) => {
          // This step has failed now and then without a cause found: what the member saw is kept for the next look.
          await screenshot(member.page, 'games-maintenance-from-console-failed');
          throw err;
        });
      expect(await dialog.textContent()).toMatch(/under maintenance from/);
      expect(await stillSamePage(member.page)).toBe(true);
      await screenshot(member.page, 'games-maintenance-from-console');
    } finally {
      // Other browser tests play Lucky Reels: its window is cleared whatever happened above.
      const provider = (await adminFetch(console, 'GET', '/api/admin/game-providers/1:GP01')) as { version: number };
      await adminFetch(console, 'PUT', '/api/admin/game-providers/1:GP01', {
        version: provider.version,
        maintenance_start: null,
        maintenance_end: null,
      });
      await member.context.close();
    }
  });

  it('the content operator uploads a thumbnail for Fortune Fruits: the member hall shows it', async () => {
    const console = (await consoles.as('content')).page;
    const games = (await adminFetch(
      console,
      'GET',
      `/api/admin/games?filter=${encodeURIComponent(JSON.stringify({ site_id: 1, gp_id: 'GP01', q: 'slot-fortune-fruits' }))}`,
    )) as { id: number; game_code: string; icon_light: string; icon_dark: string }[];
    const before = games.find((g) => g.game_code === 'slot-fortune-fruits')!;
    try {
      await console.getByRole('menuitem', { name: 'Games' }).click();
      await console.getByRole('textbox', { name: 'Search' }).fill('slot-fortune-fruits');
      // Until the search has run, the list shows other games: wait until only the header lacks the name.
      await expect.poll(() => console.getByRole('row').filter({ hasNotText: 'fortune' }).count()).toBe(1);
      // Other providers and the other site have a game of that code too: the row is Suncity's Lucky Reels'.
      await console
        .getByRole('row')
        .filter({ hasText: 'Suncity' })
        .filter({ hasText: 'GP01' })
        .filter({ has: console.getByRole('cell', { name: 'slot-fortune-fruits', exact: true }) })
        .click();
      await console.waitForURL(new RegExp(`games/${before.id}$`));
      // One upload for light templates; dark templates take the same picture (its address pasted).
      await console
        .getByLabel('Picture file')
        .first()
        .setInputFiles({ name: 'fruits.png', mimeType: 'image/png', buffer: await thumbnailPng() });
      const light = console.getByRole('textbox', { name: 'Thumbnail (light templates)' });
      await expect.poll(() => light.inputValue()).toMatch(/^\/media\/content\/\d+\/main\.webp$/);
      const uploaded = await light.inputValue();
      await console.getByRole('textbox', { name: 'Thumbnail (dark templates)' }).fill(uploaded);
      await screenshot(console, 'backoffice-game-thumbnail');
      await console.getByRole('button', { name: 'Save' }).click();
      await console
        .getByRole('alert')
        .filter({ hasText: /updated/i })
        .first()
        .waitFor();

      const member = await newPage(browser, DESKTOP);
      await openLuckyReels(member.page);
      // The template shows one of the tile's two pictures; the one shown loads the 256×256 icon.
      const widths = () =>
        member.page
          .locator(`img[src="${uploaded}"]`)
          .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
      await expect.poll(widths, { timeout: 15_000 }).toContain(256);
      await screenshot(member.page, 'games-thumbnail-from-console');
      await member.context.close();
    } finally {
      // Other browser tests look for Fortune Fruits: its pictures go back whatever happened above.
      const now = (await adminFetch(console, 'GET', `/api/admin/games/${before.id}`)) as { version: number };
      await adminFetch(console, 'PUT', `/api/admin/games/${before.id}`, {
        version: now.version,
        icon_light: before.icon_light,
        icon_dark: before.icon_dark,
      });
    }
  });

  it('a letter to the VIP1 grade reaches an open page of demo002 (VIP1) and not of demo001 (VIP0)', async () => {
    // Slow by nature: two members' open pages, the support operator's sign-in and the console's letter form.
    const inGrade = await memberPage('demo002');
    const outside = await memberPage('demo001');
    const before = { inGrade: await serverUnread(inGrade.page), outside: await serverUnread(outside.page) };
    await expect.poll(() => unreadBadge(inGrade.page)).toBe(before.inGrade);

    const operator = await newPage(browser, DESKTOP);
    const console = operator.page;
    await signIn(console, 'support');
    await console.getByRole('menuitem', { name: 'Letter campaigns' }).click();
    await console.getByRole('link', { name: 'Create' }).click();
    await console.getByRole('combobox', { name: 'Site' }).click();
    await console.getByRole('option').first().click();
    await console.getByRole('combobox', { name: 'Send to' }).click();
    await console.getByRole('option', { name: 'Grade' }).click();
    await console.getByRole('textbox', { name: 'Grade' }).fill('VIP1');
    const title = `VIP1 weekend ${Date.now() % 100_000}`;
    await console.getByRole('tab', { name: 'en_US' }).click();
    await console.getByRole('textbox', { name: 'Title' }).filter({ visible: true }).fill(title);
    await console.locator('.ProseMirror:visible').first().fill('A weekend gift for our VIP1 members.');
    await screenshot(console, 'backoffice-letter-to-grade');
    await console.getByRole('button', { name: 'Save' }).click();
    await console.waitForURL(/letter-campaigns\/\d+\/show/);

    await expect.poll(() => unreadBadge(inGrade.page), { timeout: 15_000 }).toBe(before.inGrade + 1);
    expect(await stillSamePage(inGrade.page)).toBe(true);
    // The letter reached the grade; the member outside it got nothing, on the page or on the server.
    expect(await unreadBadge(outside.page)).toBe(before.outside);
    expect(await serverUnread(outside.page)).toBe(before.outside);
    await screenshot(inGrade.page, 'letter-to-grade-arrived');
    await operator.context.close();
    await inGrade.context.close();
    await outside.context.close();
  });
});
