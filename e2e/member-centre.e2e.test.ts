import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogIn, deviceContext, headerCash, memberButton, memberChannelJoined, toastTexts } from './support/auth.js';
import { DESKTOP, PHONE, launchBrowser, screenshot, siteURL } from './support/browser.js';
import { followRequests } from './support/network.js';
import { logInAfterReset, registerVndMember, resetPassword, signInAsRegistered } from './support/member-centre.js';
import { smsCodeFor, uniqueDigits } from './support/register.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SIZES = [
  { size: DESKTOP, name: '1440' },
  { size: PHONE, name: '390' },
];

/** demo001 on their home device (no double validation), English, logged in on the home page. */
async function demo001(size = DESKTOP) {
  const opened = await deviceContext(browser, 'e2e-demo001-home', size);
  await opened.context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
  await apiLogIn(opened.context, 'demo001');
  await opened.page.goto(siteURL());
  await memberButton(opened.page, 'demo001').first().waitFor();
  return opened;
}

const centre = (page: Page, id: string) => page.goto(`${siteURL()}/user/${id}`);
const content = (page: Page) => page.locator('.centre-content');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Member centre' });
const profileRow = (page: Page, label: string) => content(page).locator('.mc-row', { hasText: label });

describe('member centre: Info', () => {
  it('an e-mail edited in one tab shows in the other open tab without a reload', async () => {
    // Slow by nature: two tabs, the second joining its member channel, and three saves (a refused one, the change, the way back).
    const { context, page, errors } = await demo001();
    await centre(page, 'Info');
    const email = profileRow(page, 'E-mail').locator('.mc-row-value');
    await email.waitFor();
    const original = (await email.textContent()) ?? '';

    const other = await context.newPage();
    const joined = memberChannelJoined(other);
    await centre(other, 'Info');
    await joined;
    await profileRow(other, 'E-mail').locator('.mc-row-value').waitFor();
    await other.evaluate(() => ((window as unknown as { stayed: number }).stayed = 1));

    await page.getByRole('button', { name: 'Edit E-mail' }).click();
    const field = page.getByLabel('New E-mail', { exact: true });
    // The registration rule first: a malformed address is refused on the page.
    await field.fill('not-an-address');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await content(page).getByText('Please enter a valid e-mail address').waitFor();
    await screenshot(page, 'member-info-edit-1440');

    const changed = `demo001.${Date.now().toString(36)}@demo.playdeck.example`;
    await field.fill(changed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining('E-mail saved'));
    await expect.poll(() => email.textContent()).toBe(changed);
    // The other tab heard profile.updated and read the profile again, without reloading.
    await expect.poll(() => profileRow(other, 'E-mail').locator('.mc-row-value').textContent()).toBe(changed);
    expect(await other.evaluate(() => (window as unknown as { stayed?: number }).stayed)).toBe(1);
    await screenshot(page, 'member-info-1440');

    // Put it back for the other tests.
    await page.getByRole('button', { name: 'Edit E-mail' }).click();
    await page.getByLabel('New E-mail', { exact: true }).fill(original);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => email.textContent()).toBe(original);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new phone number needs the SMS code sent to it (needs_verification)', async () => {
    const { context, page, errors } = await demo001();
    await centre(page, 'Info');
    const phone = profileRow(page, 'Phone number').locator('.mc-row-value');
    await phone.waitFor();
    const original = (await phone.textContent()) ?? '';
    const changeTo = async (next: string) => {
      await page.getByRole('button', { name: 'Edit Phone number' }).click();
      await page.getByLabel('New Phone number', { exact: true }).fill(next);
      // Saving without the code is refused on the page.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await content(page).getByText('Please enter the SMS code').waitFor();
      await page.getByRole('button', { name: 'Send code' }).click();
      await content(page)
        .getByRole('button', { name: /Resend in \d+ s/ })
        .waitFor();
      await page.getByLabel('SMS code', { exact: true }).fill(await smsCodeFor(next));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => phone.textContent()).toBe(next);
    };
    await changeTo(`0913${uniqueDigits().slice(-6)}`);
    await changeTo(original);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders on a phone, with the editor open, without overflowing', async () => {
    const { context, page, errors } = await demo001(PHONE);
    await centre(page, 'Info');
    await profileRow(page, 'E-mail').waitFor();
    await screenshot(page, 'member-info-390');
    await page.getByRole('button', { name: 'Edit E-mail' }).click();
    await page.getByLabel('New E-mail', { exact: true }).waitFor();
    // Centred: the phone's bottom bar would cover a field scrolled just into view.
    await page.getByLabel('New E-mail', { exact: true }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'member-info-edit-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('member centre: password change ends the other session', () => {
  it('the signed-in browser is cleared and says why; the member changes it again from Info', async () => {
    // Slow by nature: a registration, an SMS reset on a second device, a login with double validation, two password changes.
    const member = await registerVndMember();
    const udid = `e2e-${member.account}-home`;

    // B: the browser the member registered in, signed in on the Info page, its member channel joined.
    const b = await deviceContext(browser, udid);
    await b.context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
    await b.page.goto(siteURL());
    await signInAsRegistered(b.page, member);
    const joined = memberChannelJoined(b.page);
    await centre(b.page, 'Info');
    await joined;
    await content(b.page).getByRole('heading', { name: 'Account', exact: true }).waitFor();

    // A: the same person on another device resets the password with the SMS code. (A member has one live
    // session: a login in A would end B's with the `login` event first, so the reset changes it here.)
    const a = await deviceContext(browser, `e2e-${member.account}-phone`);
    await a.context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
    await a.page.goto(siteURL());
    const next = 'Next1234';
    await resetPassword(a.page, member, next);

    // B reloads signed out, and the reloaded page tells why.
    await b.page.locator('header').getByRole('button', { name: 'Log in' }).first().waitFor();
    await expect
      .poll(() => toastTexts(b.page))
      .toContainEqual(expect.stringContaining('Your password was changed, so this session was signed out'));
    expect(await b.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await b.page.evaluate(() => localStorage.getItem('udid'))).toBe(udid);
    await screenshot(b.page, 'member-password-changed-notice-1440');

    // A signs in with the new password and changes it again from Info: A stays signed in.
    await logInAfterReset(a.page, member, next);
    await centre(a.page, 'Info');
    await a.page.getByRole('button', { name: 'Change password' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password', { exact: true }).fill(next);
    await dialog.getByLabel('New password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('The password must be 6 to 12 characters long').waitFor();
    await dialog.getByLabel('New password', { exact: true }).fill('Third1234');
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('Third1234');
    await screenshot(a.page, 'member-password-dialog-1440');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => toastTexts(a.page))
      .toContainEqual(expect.stringContaining('Your password has been changed'));
    await expect.poll(() => dialog.count()).toBe(0);
    await content(a.page).getByRole('heading', { name: 'Account', exact: true }).waitFor();
    expect(await a.page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    expect([...a.errors, ...b.errors]).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});

describe('member centre: MyWallet transfer', () => {
  it('moves an amount into Lucky Reels and back; a too-precise amount is refused and moves nothing', async () => {
    const { context, page, errors } = await demo001();
    await centre(page, 'MyWallet');
    const form = page.getByRole('region', { name: 'Transfer' });
    await form.getByLabel('Amount (USD)').waitFor();
    const before = await headerCash(page);
    const transfers: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/member/profile/transfer')) transfers.push(r);
    });
    const lucky = page.locator('.wallet-row', { hasText: 'Lucky Reels' }).locator('.wallet-row-amount');
    const luckyMinor = async () => Math.round(Number(((await lucky.textContent()) ?? '').replace(/[^\d.]/g, '')) * 100);
    await expect.poll(async () => /\d/.test((await lucky.textContent()) ?? '')).toBe(true);
    const luckyBefore = await luckyMinor();

    await form.getByLabel('Game wallet', { exact: true }).selectOption({ label: 'Lucky Reels' });
    await form.getByLabel('Amount (USD)').fill('1.005');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await form.getByText('This currency allows at most 2 decimal places').waitFor();
    expect(transfers).toHaveLength(0);
    expect(await headerCash(page)).toBe(before);

    await form.getByLabel('Amount (USD)').fill('5');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await form.getByText(/5\.00 moved to Lucky Reels/).waitFor();
    await expect.poll(() => headerCash(page)).toBe(before - 500);
    await expect.poll(luckyMinor).toBe(luckyBefore + 500);
    await screenshot(page, 'member-wallet-transfer-1440');

    await form.getByLabel('Game wallet → main wallet', { exact: true }).check();
    await form.getByLabel('Amount (USD)').fill('5');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await form.getByText(/5\.00 moved from Lucky Reels to your main wallet/).waitFor();
    await expect.poll(() => headerCash(page)).toBe(before);
    await expect.poll(luckyMinor).toBe(luckyBefore);
    expect(transfers).toHaveLength(2);
    // One request_id per submission.
    const ids = transfers.map((r) => (r.postDataJSON() as { request_id: string }).request_id);
    expect(new Set(ids).size).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the wallets and the form on a phone without overflowing', async () => {
    const { context, page, errors } = await demo001(PHONE);
    await centre(page, 'MyWallet');
    await page.getByRole('region', { name: 'Transfer' }).getByLabel('Amount (USD)').waitFor();
    await screenshot(page, 'member-wallet-transfer-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('member centre: Security and Announcement', () => {
  it.each(SIZES)('Security lists this device as current and the recent logins ($name)', async ({ size, name }) => {
    const { context, page, errors } = await demo001(size);
    await centre(page, 'Security');
    const sessions = content(page).getByRole('region', { name: 'Signed-in sessions' });
    await sessions.getByText('This device').waitFor();
    const devices = content(page).getByRole('region', { name: 'Trusted devices' });
    await devices.getByText('This device').waitFor();
    // The device in use has no remove button.
    expect(await devices.locator('.mc-row', { hasText: 'This device' }).getByRole('button').count()).toBe(0);
    const logins = content(page).getByRole('table', { name: 'Recent logins' });
    expect(await logins.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await logins.locator('tbody tr').first().textContent()).toContain('127.0.0.1');
    await screenshot(page, `member-security-${name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SIZES)('the announcement list opens an item and marks it read ($name)', async ({ size, name }) => {
    const { context, page, errors } = await demo001(size);
    await centre(page, 'Announcement');
    const list = content(page).getByRole('tabpanel');
    await list.getByRole('button').first().waitFor();
    await screenshot(page, `member-announcements-${name}`);
    const unreadCount = async () => {
      const chip = content(page).locator('.ann-unread-count');
      return (await chip.count()) ? Number(/\d+/.exec((await chip.textContent()) ?? '')?.[0] ?? 0) : 0;
    };
    const unread = list.getByRole('button', { name: /^Unread:/ });
    const before = await unreadCount();
    if (before > 0) {
      const first = unread.first();
      const title = ((await first.locator('.ann-item-title').textContent()) ?? '').replace(/^Unread: /, '');
      await first.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await screenshot(page, `member-announcement-open-${name}`);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect.poll(unreadCount).toBe(before - 1);
      await expect.poll(() => list.getByRole('button', { name: `Unread: ${title}` }).count()).toBe(0);
    }
    // The Bank tab lists only bank announcements.
    await content(page).getByRole('tab', { name: 'Bank' }).click();
    await expect
      .poll(async () => (await list.locator('.ann-item-meta .chip').allTextContents()).every((kind) => kind === 'Bank'))
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('member centre: menu rules', () => {
  it('a non-agent sees no agent tools on /proxy, and the menu offers the application the check allows', async () => {
    const { context, page, errors } = await demo001();
    await page.goto(`${siteURL()}/proxy/DownlineInfo`);
    await page.getByRole('heading', { name: 'Become an agent' }).waitFor();
    const proxyMenu = page.getByRole('navigation', { name: 'Agent centre' });
    await proxyMenu.getByRole('link', { name: 'Become an agent' }).waitFor();
    for (const tool of ['Agent tools', 'Downline members', 'Agent plan', 'Commission settlement']) {
      expect(await proxyMenu.getByText(tool).count(), tool).toBe(0);
    }
    await screenshot(page, 'member-proxy-non-agent-1440');

    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/member/apply_for_agent/check', {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ apply_agent_flag: 0 }),
      });
      return ((await res.json()) as { code: number }).code;
    });
    await centre(page, 'Info');
    await menu(page).getByRole('link', { name: 'Personal information' }).waitFor();
    const apply = menu(page).getByRole('link', { name: 'Become an agent' });
    if (answer === 100) await apply.waitFor();
    else expect(await apply.count()).toBe(0);
    expect(await menu(page).getByRole('link', { name: 'Agent centre' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the referral group only when bonusSettingCheck says is_friend = 1', async () => {
    const { context, page, errors } = await demo001();
    await centre(page, 'Info');
    await menu(page).getByRole('link', { name: 'Referral programme' }).waitFor();
    await profileRow(page, 'E-mail').waitFor();
    const menuEnd = () => menu(page).evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await menuEnd();
    await screenshot(page, 'member-menu-with-referral-1440');

    await page.route('**/api/bonus_setting/check', (route) =>
      route.fulfill({ json: { code: 100, message: 'success', data: { is_friend: 0 } } }),
    );
    await centre(page, 'Info');
    await menu(page).getByRole('link', { name: 'Personal information' }).waitFor();
    await expect.poll(() => menu(page).getByText('Refer a friend').count()).toBe(0);
    expect(await menu(page).getByRole('link', { name: 'Referral programme' }).count()).toBe(0);
    await profileRow(page, 'E-mail').waitFor();
    await menu(page).getByRole('link', { name: 'Become an agent' }).waitFor();
    await menuEnd();
    await screenshot(page, 'member-menu-without-referral-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SIZES)(
    'links the site hides are gone everywhere, and a hidden page says so ($name)',
    async ({ size, name }) => {
      const { context, page, errors } = await demo001(size);
      await page.route('**/api/arks/web/site/detail', async (route) => {
        const reply = await route.fetch();
        const body = (await reply.json()) as { data: { detail: { env_config: Record<string, unknown> } } };
        body.data.detail.env_config.hiddenMemberLinks = ['Deposit', 'announcement_bank', 'APPDownload'];
        await route.fulfill({ response: reply, json: body });
      });
      await centre(page, 'Deposit');
      await content(page).getByText('Not available on this site').waitFor();
      expect(await menu(page).getByRole('link', { name: 'Deposit', exact: true }).count()).toBe(0);
      await menu(page).getByRole('link', { name: 'Withdraw', exact: true }).waitFor();
      await screenshot(page, `member-hidden-deposit-${name}`);
      if (size === PHONE) {
        // The phone's bottom bar drops its Deposit tab.
        await expect
          .poll(() => page.getByRole('navigation', { name: 'Main menu' }).getByText('Deposit').count())
          .toBe(0);
      }
      await centre(page, 'Announcement');
      await content(page).getByRole('tab', { name: 'Marquee' }).waitFor();
      expect(await content(page).getByRole('tab', { name: 'Bank' }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('member centre: every locale', () => {
  it.each(['zh_CN', 'vi_VN'])('Info, Security and MyWallet speak %s', async (locale) => {
    const { context, page, errors } = await demo001();
    const requests = followRequests(page);
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: siteURL() }]);
    for (const id of ['Info', 'Security', 'MyWallet', 'Announcement']) {
      await centre(page, id);
      await content(page).locator('.mc-page, .my-wallet, .ann-page').first().waitFor();
      await requests.quiet(); // every part of the page has its reply (and its words) before it is read
      // No message key is left untranslated on the page.
      const text = (await content(page).innerText()) ?? '';
      expect(text, `${locale} ${id}`).not.toMatch(/\b(member|transfer|announcement)\.[a-z_.]+\b/);
      await screenshot(page, `member-${id}-${locale}-1440`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
