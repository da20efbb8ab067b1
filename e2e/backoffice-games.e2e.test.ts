import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { adminFetch, chooseSite, signIn } from './support/console.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Decision 0033: a site's game providers are added in the console; the member hall shows them. */
describe('console: adding a game provider', () => {
  it('the content operator adds a provider to AP Sport’s esports hall; a member of that site sees its tile', async () => {
    // Slow by nature: the console's create form twice (a refusal, then the save) and the new tile in both member layouts.
    // A code of its own per run, so a retried or repeated run adds a new one.
    const gpId = `E2E${Date.now().toString(36).toUpperCase()}`;
    const name = `Neon Arena ${gpId.slice(-4)}`;
    const operator = await newPage(browser, DESKTOP);
    const console = operator.page;
    try {
      await signIn(console, 'content');
      await console.getByRole('menuitem', { name: 'Game providers' }).click();
      await console.getByRole('link', { name: 'Create' }).click();
      await chooseSite(console, 'AP Sport');
      await console.getByRole('textbox', { name: 'Provider code' }).fill('GP 99');
      await console.getByRole('textbox', { name: 'Name' }).fill(name);
      await console.getByRole('button', { name: 'Save' }).click();
      // The console says what is wrong before anything is sent: the code's form, and no hall chosen.
      await console.getByText('1–32 letters, digits, dashes or underscores').waitFor();
      await console.getByRole('textbox', { name: 'Provider code' }).fill(gpId);
      await console.getByRole('checkbox', { name: 'Esports' }).check();
      await screenshot(console, 'console-provider-create-1440');
      await console.getByRole('button', { name: 'Save' }).click();
      await console.waitForURL(new RegExp(`game-providers/2%3A${gpId}$`));
      await expect.poll(() => console.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);

      // The same code on the same site again: refused, and the form stays.
      await console.goto(console.url().replace(/game-providers\/.*$/, 'game-providers/create'));
      await chooseSite(console, 'AP Sport');
      await console.getByRole('textbox', { name: 'Provider code' }).fill(gpId);
      await console.getByRole('textbox', { name: 'Name' }).fill(name);
      await console.getByRole('checkbox', { name: 'Esports' }).check();
      await console.getByRole('button', { name: 'Save' }).click();
      await console.getByText(`${gpId} is already a provider of site 2`).waitFor();

      for (const [device, size] of [
        ['1440', DESKTOP],
        ['390', PHONE],
      ] as const) {
        const member = await newPage(browser, size);
        // A hall opens from the site (a direct /gameHall address lands on home): AP Sport speaks Chinese.
        await member.page.goto(siteURL(2));
        await member.page.getByRole('link', { name: '电竞' }).first().click();
        await member.page.getByText(name).first().waitFor();
        await screenshot(member.page, `hall-new-provider-${device}`);
        expect(member.errors).toEqual([]);
        await member.context.close();
      }
    } finally {
      // Other tests read AP Sport's halls: the provider is switched off again, whatever happened above.
      const added = (await adminFetch(console, 'GET', `/api/admin/game-providers/2:${gpId}`).catch(() => null)) as {
        version: number;
      } | null;
      if (added?.version !== undefined) {
        await adminFetch(console, 'PUT', `/api/admin/game-providers/2:${gpId}`, {
          version: added.version,
          active: false,
        });
      }
      await operator.context.close();
    }
  });
});
