import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, newPage, siteURL } from './browser.js';

export const OPERATOR_PASSWORD = 'Operator1234';

const STEP_MS = 30_000;
const stepAt = (ms: number) => Math.floor(ms / STEP_MS);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Enrolment = { secret: string; recovery: string[]; lastStep: number };

/**
 * Two-factor material of operators a test of this file enrolled (each test that needs one enrols an
 * operator of its own, so no file depends on another). Write back with `set` after changing an entry.
 */
const enrolments = new Map<string, Enrolment>();
export const enrolled = {
  get: (username: string): Enrolment | undefined => enrolments.get(username),
  set: (username: string, entry: Enrolment): void => void enrolments.set(username, entry),
};

/**
 * A code the server will take without waiting for a new time step. A step signs in once (the
 * enrolment's code spent its step), and the server accepts a code one step either side of its clock (a
 * phone 30 s off), so this gives the code of the next step when this one is spent; it waits only when
 * the next step is spent too.
 */
export async function freshTotp(username: string): Promise<string> {
  const entry = enrolled.get(username);
  if (!entry) throw new Error(`${username} has not enrolled in this file`);
  const step = Math.max(stepAt(Date.now()), entry.lastStep + 1);
  while (stepAt(Date.now()) + 1 < step) await sleep(STEP_MS - (Date.now() % STEP_MS) + 250);
  const code = await generate({ secret: entry.secret, epoch: Math.floor((step * STEP_MS) / 1000) + 1 });
  enrolled.set(username, { ...entry, lastStep: step });
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
 * Signs an operator in to the console through the admin API (the session cookie lands in the page's
 * context) and opens the console: the tests that use this are not about the sign-in screen, which the
 * operations test drives. One enrolled in this file gives a recovery code while any is left, else a
 * fresh TOTP code.
 */
export async function signIn(page: Page, username: string): Promise<void> {
  const post = async (path: string, data: unknown) => {
    const res = await page.context().request.post(`${siteURL()}/api/admin/${path}`, { data });
    if (!res.ok()) throw new Error(`${username}: POST ${path}: HTTP ${res.status()} ${await res.text()}`);
    return (await res.json()) as { state: 'signed_in' | 'totp'; challenge?: string };
  };
  const step = await post('session', { username, password: OPERATOR_PASSWORD });
  if (step.state === 'totp') {
    const code = takeRecoveryCode(username) ?? (await freshTotp(username));
    await post('session/totp', { challenge: step.challenge, code });
  }
  await page.goto(`${siteURL()}/admin/`);
  await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
}

type ConsolePage = { context: BrowserContext; page: Page; errors: string[] };

/**
 * A file's console pages, one per operator, each signed in once (see signIn). A new context fetches and
 * boots the console's bundle afresh, seconds on a loaded machine: once per operator and file is enough for
 * tests that are not about signing in. Each later `as` brings the page back to the dashboard through the
 * menu (a page left with a dialog open is loaded again) and empties its error list, so a test counts
 * only its own errors.
 */
export function consoleSessions(browser: () => Browser) {
  const sessions = new Map<string, Promise<ConsolePage>>();
  const open = async (username: string): Promise<ConsolePage> => {
    const opened = await newPage(browser(), DESKTOP);
    await signIn(opened.page, username);
    return opened;
  };
  return {
    async as(username: string): Promise<ConsolePage> {
      const known = sessions.get(username);
      if (!known) {
        const session = open(username);
        sessions.set(username, session);
        session.catch(() => sessions.delete(username)); // a failed sign-in is tried again by the next test
        return session;
      }
      const opened = await known;
      await backToDashboard(opened.page);
      opened.errors.length = 0;
      return opened;
    },
    async closeAll(): Promise<void> {
      const settled = await Promise.allSettled(sessions.values());
      sessions.clear();
      for (const result of settled) if (result.status === 'fulfilled') await result.value.context.close();
    },
  };
}

async function backToDashboard(page: Page): Promise<void> {
  const dashboard = page.getByRole('menuitem', { name: 'Dashboard' });
  if ((await page.getByRole('dialog').count()) || !(await dashboard.count())) {
    await page.goto(`${siteURL()}/admin/`);
  } else {
    await dashboard.click();
  }
  await page.waitForURL((url) => /^\/admin\/?$/.test(url.pathname));
  await dashboard.waitFor();
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
