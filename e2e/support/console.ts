import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { siteURL } from './browser.js';

export const OPERATOR_PASSWORD = 'Operator1234';

const STEP_MS = 30_000;
const stepAt = (ms: number) => Math.floor(ms / STEP_MS);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Enrolment = { secret: string; recovery: string[]; lastStep: number };

/**
 * Two-factor material of operators who enrolled during this run (the e2e database is new each run), kept
 * in a file of the run so later sign-ins find it: retries, and other test files (each has its own module
 * state) whose operator another file enrolled. Write back with `set` after changing an entry.
 */
export const enrolled = {
  file: () => join(inject('runDir'), 'operators-enrolled.json'),
  all(): Record<string, Enrolment> {
    return existsSync(this.file()) ? (JSON.parse(readFileSync(this.file(), 'utf8')) as Record<string, Enrolment>) : {};
  },
  get(username: string): Enrolment | undefined {
    return this.all()[username];
  },
  set(username: string, entry: Enrolment): void {
    writeFileSync(this.file(), JSON.stringify({ ...this.all(), [username]: entry }));
  },
};

/**
 * A code the server will take: a time step signs in once (the enrolment's code spent its step), so this
 * waits for the next step when the last code used was of this one.
 */
export async function freshTotp(username: string): Promise<string> {
  const entry = enrolled.get(username);
  if (!entry) throw new Error(`${username} has not enrolled in this run`);
  while (stepAt(Date.now()) <= entry.lastStep) await sleep(STEP_MS - (Date.now() % STEP_MS) + 250);
  const code = await generate({ secret: entry.secret });
  enrolled.set(username, { ...entry, lastStep: stepAt(Date.now()) });
  return code;
}

/** Remembers the step of a code just used (the enrolment's confirmation). */
export function spentTotp(username: string): void {
  const entry = enrolled.get(username);
  if (entry) enrolled.set(username, { ...entry, lastStep: stepAt(Date.now()) });
}

/** One of the operator's unused recovery codes (each signs in once), if any are kept. */
function takeRecoveryCode(username: string): string | undefined {
  const entry = enrolled.get(username);
  const [code, ...rest] = entry?.recovery ?? [];
  if (entry && code) enrolled.set(username, { ...entry, recovery: rest });
  return code;
}

/** The console's password step; answers whether the code step followed. */
export async function submitPassword(page: Page, username: string): Promise<'signed_in' | 'code'> {
  await page.goto(`${siteURL()}/admin/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel(/^Password/).fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const code = page.getByRole('textbox', { name: 'Code' });
  const menu = page.getByRole('menuitem', { name: 'Dashboard' });
  await code.or(menu).first().waitFor();
  return (await code.isVisible()) ? 'code' : 'signed_in';
}

/**
 * Signs an operator in to the console. One who enrolled in this run gives a recovery code while any is
 * left (no wait for a new time step), else a fresh TOTP code.
 */
export async function signIn(page: Page, username: string): Promise<void> {
  if ((await submitPassword(page, username)) === 'code') {
    const code = takeRecoveryCode(username) ?? (await freshTotp(username));
    await page.getByRole('textbox', { name: 'Code' }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
}

/**
 * An admin API call with the console page's session (its CSRF token is in sessionStorage): set-up and
 * clean-up that must not depend on the screens a test is checking. Throws on a refusal.
 */
export async function adminFetch(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  const reply = await page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': sessionStorage.getItem('playdeck.admin.csrf') ?? '',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    { method, path, body },
  );
  if (reply.status >= 300) throw new Error(`${method} ${path}: HTTP ${reply.status} ${reply.text}`);
  return reply.text ? (JSON.parse(reply.text) as unknown) : undefined;
}

/** Sets a member's status through the admin API: the clean-up that runs even when a step of the test failed. */
export const setMemberStatus = (page: Page, memberId: number, status: 'active' | 'frozen', reason: string) =>
  adminFetch(page, 'POST', `/api/admin/members/${memberId}/status`, { status, reason });

/**
 * Picks the site of a new entry. The menu can close under the click when the sites list is read again,
 * so the pick is tried until the select shows it.
 */
export async function chooseSite(page: Page, site: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Site' });
  await expect
    .poll(async () => {
      await select.click();
      await page
        .getByRole('option', { name: site })
        .click({ timeout: 3_000 })
        .catch(() => page.keyboard.press('Escape'));
      return select.textContent();
    })
    .toBe(site);
}
