import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { apiLogIn } from './support/auth.js';
import { adminFetch, signIn } from './support/console.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const rsa = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
/** What the server shows of a private key: sha256 of its public half (DER), 16 hex characters. */
const fingerprintOf = (publicPem: string) =>
  createHash('sha256')
    .update(createPublicKey(publicPem).export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);

/** Neither the PEM label nor any line of the key's body is anywhere on the page. */
async function expectNoKeyOnPage(page: Page, privatePem: string) {
  const html = await page.content();
  expect(html).not.toContain('PRIVATE KEY');
  for (const line of privatePem.split('\n').slice(1, -2)) expect(html).not.toContain(line);
}

describe('console: the Hub88 account and a provider’s integration', () => {
  it('the owner saves the Hub88 account and sees "Key set" with its fingerprint, never the key', async () => {
    const ours = rsa();
    const hub88 = rsa();
    const { page, context, errors } = await newPage(browser, DESKTOP);
    try {
      await signIn(page, 'owner');
      await page.getByRole('menuitem', { name: 'Aggregators' }).click();
      await page.getByRole('spinbutton', { name: 'Operator ID' }).fill('4242');
      await page.getByRole('textbox', { name: 'API base URL' }).fill('https://api.hub88.example');
      await page.getByRole('textbox', { name: 'Hub88 public key' }).fill(hub88.publicKey);
      const privateKey = page.getByRole('textbox', { name: 'Our private key' });
      await privateKey.fill(ours.privateKey);
      // What is pasted is masked as a password is.
      await screenshot(page, 'console-aggregators-key-pasted-1440');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`Key set · fingerprint ${fingerprintOf(ours.publicKey)}`).waitFor();
      // The pasted key is dropped from the form once saved, and the page holds no trace of it.
      await expect.poll(() => privateKey.inputValue()).toBe('');
      await expectNoKeyOnPage(page, ours.privateKey);
      await screenshot(page, 'console-aggregators-1440');

      // Read again from the server: the same fingerprint, still no key.
      await page.reload();
      await page.getByText(`Key set · fingerprint ${fingerprintOf(ours.publicKey)}`).waitFor();
      expect(await page.getByRole('spinbutton', { name: 'Operator ID' }).inputValue()).toBe('4242');
      await expectNoKeyOnPage(page, ours.privateKey);
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: '中文' }).click();
      await page.getByText(`已设置密钥 · 指纹 ${fingerprintOf(ours.publicKey)}`).waitFor();
      await screenshot(page, 'console-aggregators-zh-1440');
      await page.setViewportSize(PHONE);
      await page.reload();
      const status = page.getByText(`已设置密钥 · 指纹 ${fingerprintOf(ours.publicKey)}`);
      // Centred: the form's save bar stays over the bottom of a phone's screen.
      await status.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'console-aggregators-390');
      expect(errors).toEqual([]);
    } finally {
      // The account is the deployment's: removed again, so the demo's Hub88 providers keep playing on the
      // embedded simulator for the browser tests that follow.
      await adminFetch(page, 'DELETE', '/api/admin/aggregators/hub88').catch(() => undefined);
      await context.close();
    }
  }, 120_000);

  it('Sky Crash (GP10) of Suncity shows its integration: Hub88, seamless, no product of its own', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    try {
      await signIn(page, 'content');
      await page.goto(`${siteURL()}/admin/game-providers/1%3AGP10`);
      await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Sky Crash');
      const section = page.getByRole('region', { name: 'Integration' });
      await section.waitFor();
      await expect.poll(() => section.getByRole('combobox', { name: 'Aggregator' }).textContent()).toBe('Hub88');
      expect(await section.getByRole('radio', { name: /^Seamless/ }).isChecked()).toBe(true);
      expect(await section.getByRole('radio', { name: /^Transfer/ }).isChecked()).toBe(false);
      await section.getByText('each bet and win is posted there').waitFor();
      expect(await section.getByRole('textbox', { name: 'Product at the aggregator' }).inputValue()).toBe('');
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, 'console-provider-integration-1440');
      await page.setViewportSize(PHONE);
      // The phone layout from its start (a desktop page narrowed keeps its sidebar's state).
      await page.reload();
      await section.getByRole('radio', { name: /^Seamless/ }).waitFor();
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, 'console-provider-integration-390');

      // The console's other language.
      await page.setViewportSize(DESKTOP);
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: '中文' }).click();
      const zh = page.getByRole('region', { name: '接入方式' });
      await zh.getByRole('radio', { name: /^单一钱包/ }).waitFor();
      await zh.scrollIntoViewIfNeeded();
      await screenshot(page, 'console-provider-integration-zh-1440');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('switching Golden Spin to seamless is refused while a member’s balance is in it; the console says why', async () => {
    const member = await newPage(browser, DESKTOP);
    await apiLogIn(member.context, 'demo001');
    await member.page.goto(siteURL());
    /** A member call with the stored session, as the site makes it. */
    const call = (path: string, body: object) =>
      member.page.evaluate(
        async ({ path, body }) => {
          const res = await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
            body: JSON.stringify(body),
          });
          return (await res.json()) as { code: number };
        },
        { path, body },
      );
    const { page, context, errors } = await newPage(browser, DESKTOP);
    try {
      // Opening a Golden Spin slot (Hub88, transfer wallet) moves the member's balance into its wallet.
      const played = await call('/api/member/game/play1', {
        gp_id: 'GP02',
        game_type: 2,
        game_code: 'slot-ocean-pearls',
        device: 1,
      });
      expect(played.code).toBe(100);
      await signIn(page, 'content');
      await page.goto(`${siteURL()}/admin/game-providers/1%3AGP02`);
      const section = page.getByRole('region', { name: 'Integration' });
      await section.getByRole('radio', { name: /^Seamless/ }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/^Not saved: 1 member of site 1 holds a balance with GP02/).waitFor();
      await screenshot(page, 'console-provider-integration-refused-1440');
      // Nothing changed: read again, Golden Spin is still a transfer provider.
      await page.reload();
      await expect.poll(() => section.getByRole('radio', { name: /^Transfer/ }).isChecked()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await call('/api/member/game/leave1', {});
      await member.context.close();
      await context.close();
    }
  }, 120_000);

  it('an operator who is not an owner has no Aggregators menu, and the page does not open', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    try {
      await signIn(page, 'content');
      await page.getByRole('menuitem', { name: 'Game providers' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Aggregators' }).count()).toBe(0);
      await page.goto(`${siteURL()}/admin/aggregators`);
      await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Our private key' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});
