import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  captchaReady,
  deviceContext,
  logIn,
  loginButton,
  memberButton,
  memberChannelJoined,
  openLogin,
  submitLogin,
  toastTexts,
} from './support/auth.js';
import { DESKTOP, PHONE, launchBrowser, screenshot, siteURL } from './support/browser.js';
import { CAPTCHA_ANSWER } from './support/server.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const home = async (page: Page) => {
  await page.goto(siteURL());
  await page.locator('header').first().waitFor();
};
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** A screenshot once dialogs have faded in and toasts are dismissed (they would cover the header). */
async function settledScreenshot(page: Page, name: string): Promise<void> {
  for (const item of await page.locator('.toast').all()) await item.click().catch(() => undefined);
  await expect.poll(() => page.locator('.toast').count()).toBe(0);
  await screenshot(page, name); // finite animations (a dialog's fade-in) are finished by the screenshot
}

describe('login modal', () => {
  it('shows only the first missing field, then verify_failed for a wrong code with a new image', async () => {
    const { context, page, errors } = await deviceContext(browser, null);
    await home(page);
    const dialog = await openLogin(page);
    const submit = dialog.getByRole('button', { name: 'Log in' });
    await submit.click();
    await expect.poll(() => dialog.getByRole('alert').allTextContents()).toEqual(['Please enter your account']);
    await dialog.getByLabel('Account', { exact: true }).fill('demo001');
    await submit.click();
    await expect.poll(() => dialog.getByRole('alert').allTextContents()).toEqual(['Please enter your password']);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await submit.click();
    await expect
      .poll(() => dialog.getByRole('alert').allTextContents())
      .toEqual(['Please enter the verification code']);

    const before = await captchaReady(dialog);
    await dialog.getByLabel('Verification code', { exact: true }).fill('zzzz');
    await submit.click();
    await expect
      .poll(() => toastTexts(page))
      .toEqual([expect.stringContaining('Verification failed, please try again')]);
    expect(await dialog.getByLabel('Verification code', { exact: true }).inputValue()).toBe('');
    await expect.poll(() => captchaReady(dialog)).not.toBe(before);
    expect(await stored(page, 'token')).toBeNull();

    // Status codes after the right password: disabled (102) and frozen (103) accounts.
    await submitLogin(dialog, 'disabled001');
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining('This account has been disabled'));
    await submitLogin(dialog, 'frozen001');
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining('This account has been frozen'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    { site: 1 as const, size: DESKTOP, account: 'demo001', name: '1440' },
    { site: 1 as const, size: PHONE, account: 'demo001', name: '390' },
    { site: 2 as const, size: DESKTOP, account: 'ap001', name: 'apsport-1440' },
    { site: 2 as const, size: PHONE, account: 'ap001', name: 'h5_2-390' },
  ])('logs $account in ($name): the header shows account and balance, storage holds the identity', async (c) => {
    const { context, page, errors } = await deviceContext(browser, `e2e-${c.account}-home`, c.size);
    await context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL(c.site) }]);
    await page.goto(siteURL(c.site));
    const dialog = await openLogin(page);
    await captchaReady(dialog);
    if (c.site === 1) await settledScreenshot(page, `login-modal-${c.name}`);
    await submitLogin(dialog, c.account);
    const member = memberButton(page, c.account).first();
    await member.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const header = page.locator('header').first();
    await expect.poll(() => header.innerText()).toMatch(new RegExp(`${c.account}\\s+\\S+\\s*[\\d,]+\\.\\d{2}`));
    expect(await loginButton(page).count()).toBe(0);
    expect(await page.locator('header').getByRole('button', { name: 'Log out' }).count()).toBe(1);
    expect(await stored(page, 'member_account')).toBe(c.account);
    expect(await stored(page, 'currency')).toBe(c.site === 1 ? 'USD' : 'RMB');
    expect(await stored(page, 'token')).toBeTruthy();
    expect(await stored(page, 'member_id')).toMatch(/^\d+$/);
    await settledScreenshot(page, `member-header-${c.name}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs out back to the guest header and forgets the member', async () => {
    const { context, page } = await deviceContext(browser, 'e2e-demo001-home');
    await home(page);
    await logIn(page, 'demo001');
    await page.locator('header').getByRole('button', { name: 'Log out' }).click();
    await loginButton(page).first().waitFor();
    expect(await memberButton(page, 'demo001').count()).toBe(0);
    for (const key of ['token', 'member_id', 'member_account']) expect(await stored(page, key)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('keeps what was typed when the login page’s content arrives after the member started typing', async () => {
    const { context, page } = await deviceContext(browser, 'e2e-demo001-home');
    // The operator's login-page content comes late, as on a slow phone network.
    let releaseContent = () => undefined as void;
    const contentHeld = new Promise<void>((resolve) => (releaseContent = resolve));
    await page.route('**/api/web/model_login', async (route) => {
      await contentHeld;
      await route.continue();
    });
    await home(page);
    const dialog = await openLogin(page);
    await dialog.getByLabel('Account', { exact: true }).fill('demo001');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    releaseContent();
    await dialog.locator('.auth-side').waitFor();
    expect(await dialog.getByLabel('Account', { exact: true }).inputValue()).toBe('demo001');
    expect(await dialog.getByLabel('Password', { exact: true }).inputValue()).toBe(PASSWORD);
    await captchaReady(dialog);
    await dialog.getByLabel('Verification code', { exact: true }).fill(CAPTCHA_ANSWER);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await memberButton(page, 'demo001').first().waitFor();
    await context.close();
  });
});

describe('sessions across devices', () => {
  it('a login elsewhere logs the first tab out with already_login_msg', async () => {
    const first = await deviceContext(browser, 'e2e-agent001-home');
    const joined = memberChannelJoined(first.page);
    await home(first.page);
    await logIn(first.page, 'agent001');
    await joined;

    const second = await deviceContext(browser, 'e2e-agent001-home');
    await home(second.page);
    await logIn(second.page, 'agent001');

    const warning = 'Your account was logged in on another device, so you have been logged out here.';
    await expect
      .poll(() => toastTexts(first.page), { timeout: 10_000 })
      .toContainEqual(expect.stringContaining(warning));
    await loginButton(first.page).first().waitFor();
    expect(await stored(first.page, 'token')).toBeNull();
    expect(await memberButton(second.page, 'agent001').count()).toBe(1);
    await first.context.close();
    await second.context.close();
  });

  it('a new device answers a double-validation question (a wrong answer first) and is logged in', async () => {
    const trusted = await deviceContext(browser, 'e2e-demo002-home');
    await home(trusted.page);
    await logIn(trusted.page, 'demo002');
    await trusted.context.close();

    const { context, page, errors } = await deviceContext(browser, null);
    await home(page);
    await submitLogin(await openLogin(page), 'demo002');
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('Questions left: 3').count()).toBe(1);
    await settledScreenshot(page, 'double-validation-1440');

    const answers: Record<string, string> = {
      'Your real name': 'Nguyen Van Demo',
      'Your ID number': 'ID-DEMO-1002',
      'Your phone number': '0912000002',
      'Your e-mail address': 'member2@demo.playdeck.example',
      'Your withdrawal password': '1234',
    };
    const answerOnce = async (right: boolean) => {
      let asked: [string, string] | undefined;
      for (const entry of Object.entries(answers)) {
        if (await dialog.getByLabel(entry[0], { exact: true }).count()) asked = entry;
      }
      expect(asked).toBeDefined();
      await dialog.getByLabel(asked![0], { exact: true }).fill(right ? asked![1] : 'not it');
      await captchaReady(dialog);
      await dialog.getByLabel('Verification code', { exact: true }).fill(CAPTCHA_ANSWER);
      await dialog.getByRole('button', { name: 'Confirm and log in' }).click();
    };
    await answerOnce(false);
    await expect.poll(() => dialog.getByText('Questions left: 2').count()).toBe(1);
    expect(await dialog.getByLabel('Verification code', { exact: true }).inputValue()).toBe('');
    await answerOnce(true);
    await memberButton(page, 'demo002').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('session from the address and from storage', () => {
  it('query login: tk, member_id, member_account and member_currency in the address sign the page in', async () => {
    const owner = await deviceContext(browser, 'e2e-demo001-home');
    await home(owner.page);
    await logIn(owner.page, 'demo001');
    const [token, memberId] = [await stored(owner.page, 'token'), await stored(owner.page, 'member_id')];
    await owner.context.close();

    const { context, page } = await deviceContext(browser, null);
    const query = new URLSearchParams({
      tk: token ?? '',
      member_id: memberId ?? '',
      member_account: 'demo001',
      member_currency: 'USD',
      footer: '0',
    });
    await page.goto(`${siteURL()}/?${query}`);
    await memberButton(page, 'demo001').first().waitFor();
    expect(await stored(page, 'token')).toBe(token);
    // The credentials leave the address; other parameters stay.
    await expect.poll(() => new URL(page.url()).search).toBe('?footer=0');
    await context.close();
  });

  it('a stored token the server no longer knows ends in the guest header, without a reload loop', async () => {
    const { context, page, errors } = await deviceContext(browser, null);
    await home(page);
    await page.evaluate(() => {
      localStorage.setItem('token', 'revoked_or_made_up_token_0123456789');
      localStorage.setItem('member_id', '9999');
      localStorage.setItem('member_account', 'ghost001');
      localStorage.setItem('currency', 'USD');
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.reload();
    await loginButton(page).first().waitFor({ timeout: 10_000 });
    expect(await stored(page, 'token')).toBeNull();
    await page.waitForTimeout(1_500);
    expect(loads).toBe(1);
    expect(await memberButton(page, 'ghost001').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('recovery', () => {
  it('reset001 (login code 802) proves who they are, sets a new password and logs in with it', async () => {
    const { context, page, errors } = await deviceContext(browser, 'e2e-reset001-home');
    await home(page);
    await submitLogin(await openLogin(page), 'reset001');
    const dialog = page.getByRole('dialog', { name: 'Verify your identity' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Account', { exact: true }).inputValue()).toBe('reset001');

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').allTextContents())
      .toEqual(expect.arrayContaining(['This field is required', 'Please enter a valid e-mail address']));
    for (const [i, digit] of ['1', '2', '3', '4'].entries()) {
      await dialog.getByLabel(`Digit ${i + 1} of 4`).fill(digit);
    }
    await dialog.getByLabel('E-mail address').fill('member5@demo.playdeck.example');
    // A code that is not the one shown: verify_failed, not "verify again"; a new image.
    const shown = await captchaReady(dialog);
    await dialog.getByLabel('Verification code', { exact: true }).fill('zzzz');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toContainEqual(expect.stringContaining('Verification failed, please try again'));
    await expect.poll(() => captchaReady(dialog)).not.toBe(shown);
    await dialog.getByLabel('Verification code', { exact: true }).fill(CAPTCHA_ANSWER);
    await settledScreenshot(page, 'transfer-validation-1440');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await dialog.getByLabel('New password', { exact: true }).fill('Fresh1234');
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('Fresh1235');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => dialog.getByRole('alert').allTextContents()).toEqual(['The two passwords do not match']);
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('Fresh1234');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toContainEqual(expect.stringContaining('Verified. Your new password is set'));

    const login = page.getByRole('dialog');
    await login.getByRole('tab', { name: 'Log in' }).waitFor();
    expect(await login.getByLabel('Account', { exact: true }).inputValue()).toBe('reset001');
    await submitLogin(login, 'reset001', 'Fresh1234');
    await memberButton(page, 'reset001').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('newpass001 must change the password in a dialog that cannot be closed', async () => {
    const { context, page } = await deviceContext(browser, 'e2e-newpass001-home');
    await home(page);
    await logIn(page, 'newpass001');
    const dialog = page.getByRole('dialog', { name: 'Change your password' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('New password', { exact: true }).fill('Next1234');
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('Next1234');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining('Your password has been changed'));
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('a forgotten password is reset with the SMS code; the send button counts down', async () => {
    const { context, page, errors } = await deviceContext(browser, 'e2e-agent001-home');
    await home(page);
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Account', { exact: true }).fill('agent001');
    await dialog.getByLabel('Phone number', { exact: true }).fill('0912000003');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining('a code is on its way'));
    const resend = dialog.getByRole('button', { name: /Resend in \d+ s/ });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);

    const outbox = await page.request.get(`${siteURL()}/api/test/sms-outbox?phone=0912000003`);
    const code = /\b(\d{6})\b/.exec((await outbox.json()).data.list[0].body)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await dialog.getByLabel('SMS code', { exact: true }).fill(code);
    await dialog.getByLabel('New password', { exact: true }).fill('Agent5678');
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('Agent5678');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining('Your password has been reset'));

    const back = page.getByRole('dialog');
    await back.getByRole('tab', { name: 'Log in' }).waitFor();
    expect(await back.getByLabel('Account', { exact: true }).inputValue()).toBe('agent001');
    await submitLogin(back, 'agent001', 'Agent5678');
    await memberButton(page, 'agent001').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('in the member’s language', () => {
  it.each([
    { size: DESKTOP, name: '1440' },
    { size: PHONE, name: '390' },
  ])('a wrong password in zh_CN is told in Chinese, by the server and on the page ($name)', async (c) => {
    const { context, page, errors } = await deviceContext(browser, null, c.size);
    await context.addCookies([{ name: 'i18n_redirected', value: 'zh_CN', url: siteURL() }]);
    await home(page);
    await page.locator('header').getByRole('button', { name: '登录' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('账号', { exact: true }).fill('demo001');
    await dialog.getByLabel('密码', { exact: true }).fill('Wrong1234');
    const captcha = dialog.getByRole('button', { name: '换一张验证码' }).and(dialog.locator('[aria-busy="false"]'));
    await captcha.locator('img').waitFor();
    await dialog.getByLabel('验证码', { exact: true }).fill(CAPTCHA_ANSWER);
    const reply = page.waitForResponse((res) => res.url().endsWith('/api/login'));
    await dialog.getByRole('button', { name: '登录' }).click();
    // The page sent its language; the server answered in it (native apps show this message as it is).
    expect(await (await reply).json()).toMatchObject({ code: 101, message: '账号或密码错误' });
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining('账号或密码错误'));
    await screenshot(page, `login-wrong-password-zh-${c.name}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
