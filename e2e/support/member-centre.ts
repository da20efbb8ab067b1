import type { Page } from 'playwright-core';
import { captchaReady, memberButton, openLogin, submitLogin, toastTexts } from './auth.js';
import { siteURL } from './browser.js';
import { REGISTER_PASSWORD, ownAddress, smsCodeFor, uniqueDigits } from './register.js';
import { CAPTCHA_ANSWER } from './server.js';
import { expect } from 'vitest';

export interface FreshMember {
  account: string;
  password: string;
  phone: string;
  name: string;
  /** What a browser keeps after registering: the new member is signed in (a session of its own). */
  storage: Record<string, string>;
}

const post = async (path: string, body: unknown, from: Record<string, string>) => {
  const res = await fetch(`${siteURL()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en_US', ...from },
    body: JSON.stringify(body),
  });
  return (await res.json()) as {
    code: number;
    message: string;
    data: { token?: string; member_id?: number; member_type?: number; agent_type?: number } | null;
  };
};

/**
 * A new VND member of site 1, registered through the API (no SMS for VND), so a test may change its
 * password without touching a shared demo member. It registers from an address of its own
 * (X-Forwarded-For), so the per-address limits (one registration every 30 s, five a day) never hold it up.
 */
export async function registerVndMember(): Promise<FreshMember> {
  const digits = uniqueDigits();
  const member = {
    account: `mc${digits}`,
    password: REGISTER_PASSWORD,
    phone: `096${digits}`.slice(0, 10),
    name: `NguyenMc${digits}`,
  };
  const from = ownAddress();
  const captcha = await post('/captcha', { type: 2 }, from);
  const reply = await post(
    '/register',
    {
      member_account: member.account,
      password: member.password,
      member_currency: 'VND',
      member_name: member.name,
      member_phone: member.phone,
      answer: CAPTCHA_ANSWER,
      captcha_token: captcha.data?.token ?? '',
    },
    from,
  );
  if (reply.code !== 100 || !reply.data?.token) throw new Error(`register: ${reply.code} ${reply.message}`);
  const storage = {
    token: reply.data.token,
    member_id: String(reply.data.member_id),
    member_account: member.account,
    currency: 'VND',
    member_type: String(reply.data.member_type ?? 1),
    agent_type: String(reply.data.agent_type ?? 0),
  };
  return { ...member, storage };
}

/** Resets the member's password as a guest would (login → Forgot password? → SMS code); the login form follows. */
export async function resetPassword(page: Page, member: FreshMember, next: string): Promise<void> {
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Account', { exact: true }).fill(member.account);
  await dialog.getByLabel('Phone number', { exact: true }).fill(member.phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining('a code is on its way'));
  await dialog.getByLabel('SMS code', { exact: true }).fill(await smsCodeFor(member.phone));
  await dialog.getByLabel('New password', { exact: true }).fill(next);
  await dialog.getByLabel('Confirm new password', { exact: true }).fill(next);
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining('Your password has been reset'));
}

/** Signs the browser in as registering it did (the registration's session). */
export async function signInAsRegistered(page: Page, member: FreshMember): Promise<void> {
  await page.evaluate((storage) => {
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  }, member.storage);
  await page.reload();
  await memberButton(page, member.account).first().waitFor();
}

/**
 * Logs in from the login form the reset left open. This browser is new to the member, so the double
 * validation asks one of the questions the member can answer (name or phone).
 */
export async function logInAfterReset(page: Page, member: FreshMember, password: string): Promise<void> {
  const back = page.getByRole('dialog');
  await back.getByRole('tab', { name: 'Log in' }).waitFor();
  await submitLogin(back, member.account, password);
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.or(memberButton(page, member.account).first()).first().waitFor();
  if (await dialog.count()) {
    const answers: Record<string, string> = { 'Your real name': member.name, 'Your phone number': member.phone };
    let answered = 0;
    for (const [label, answer] of Object.entries(answers)) {
      const field = dialog.getByLabel(label, { exact: true });
      if (await field.count()) {
        await field.fill(answer);
        answered += 1;
      }
    }
    expect(answered, 'a question this member can answer').toBe(1);
    await captchaReady(dialog);
    await dialog.getByLabel('Verification code', { exact: true }).fill(CAPTCHA_ANSWER);
    await dialog.getByRole('button', { name: 'Confirm and log in' }).click();
  }
  await memberButton(page, member.account).first().waitFor();
}
