import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { captchaReady } from './auth.js';
import { siteURL } from './browser.js';
import { CAPTCHA_ANSWER } from './server.js';

export const REGISTER_PASSWORD = 'Abc12345';

/** Digits unique to this run (registration needs unique accounts, names and phones). */
const run = Date.now().toString().slice(-6);
let serial = 0;
export function uniqueDigits(): string {
  serial += 1;
  return `${run}${serial}`.slice(-7);
}

/** Opens the register modal from the header's Sign up button, as a guest would. */
export async function openRegister(page: Page): Promise<Locator> {
  await page.locator('header').getByRole('button', { name: 'Sign up' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Account', { exact: true }).waitFor();
  return dialog;
}

/** The SMS the e2e server "sent" to a phone: its 6-digit code. */
export async function smsCodeFor(phone: string): Promise<string> {
  const res = await fetch(`${siteURL()}/api/test/sms-outbox?phone=${encodeURIComponent(phone)}`);
  const body = (await res.json()) as { data: { list: { body: string }[] } };
  const text = body.data.list.at(-1)?.body ?? '';
  const code = /(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}: ${text}`);
  return code;
}

/** Account and password (and its confirmation when the currency shows it). */
export async function fillAccount(form: Locator, account: string, confirm: boolean): Promise<void> {
  await form.getByLabel('Account', { exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(REGISTER_PASSWORD);
  if (confirm) await form.getByLabel('Confirm password', { exact: true }).fill(REGISTER_PASSWORD);
}

/** Answers the captcha (the e2e server's fixed answer) once its image has arrived. */
export async function answerCaptcha(form: Locator): Promise<void> {
  await captchaReady(form);
  await form.getByLabel('Verification code', { exact: true }).fill(CAPTCHA_ANSWER);
}

const LOCALES_DIR = resolve(import.meta.dirname, '../../apps/web/src/locales');
/** A message of the web catalogs in a locale (labels and texts of a non-English page). */
export function message(locale: string, key: string, values: Record<string, string> = {}): string {
  for (const file of readdirSync(join(LOCALES_DIR, locale))) {
    const catalog = JSON.parse(readFileSync(join(LOCALES_DIR, locale, file), 'utf8')) as Record<string, string>;
    const text = catalog[key];
    if (text !== undefined) return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
  }
  throw new Error(`no message ${key} in ${locale}`);
}

let addresses = 0;
/**
 * A client address of its own for one test's browser (X-Forwarded-For; the e2e server trusts its proxy):
 * the per-address registration limits (one every 30 s, five a day) then hold per test, not per run.
 */
export function ownAddress(): { 'x-forwarded-for': string } {
  addresses += 1;
  return { 'x-forwarded-for': `10.${Number(run.slice(-2))}.${addresses}.${Number(run.slice(-4, -2)) + 1}` };
}
