import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { adminFetch, signIn } from './support/console.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Analytics = { tags: Record<string, { on: boolean; id: string; domain_ids: { domain: string; id: string }[] }> };

/** The analytics tags of a site, in the console's Sites screen (owner only). */
describe('console: a site’s analytics tags', () => {
  it('the owner switches the ad pixel on with its id; an id in the wrong form is refused under its input', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await signIn(page, 'owner');
    await page.goto(`${siteURL()}/admin/site-settings/2`);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Analytics' });
    // Site 2 answers on two domains, so each tag offers an own id per domain.
    expect(await panel.getByText('Own id for a domain').count()).toBe(4);

    await panel.getByLabel('Ad pixel', { exact: true }).check();
    const id = panel.getByRole('textbox', { name: 'Ad pixel id' });
    await id.fill('1234"><script>');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText(/Check this id against the example/).waitFor();

    await id.fill('123456789012345');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          ((await adminFetch(page, 'GET', '/api/admin/site-settings/2')) as { analytics: Analytics }).analytics,
      )
      .toMatchObject({ tags: { ad_pixel: { on: true, id: '123456789012345' }, web_analytics: { on: false } } });
    await screenshot(page, 'console-site-analytics');

    // Shown again as saved after a reload.
    await page.reload();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    expect(await panel.getByRole('textbox', { name: 'Ad pixel id' }).inputValue()).toBe('123456789012345');
    expect(await panel.getByLabel('Ad pixel', { exact: true }).isChecked()).toBe(true);

    // Off again, so no other test meets it (pages outside production load no tag anyway).
    await panel.getByLabel('Ad pixel', { exact: true }).uncheck();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          ((await adminFetch(page, 'GET', '/api/admin/site-settings/2')) as { analytics: Analytics }).analytics.tags
            .ad_pixel!.on,
      )
      .toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
