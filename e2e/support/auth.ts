import { request } from 'node:http';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DESKTOP, newPage, siteURL } from './browser.js';
import { CAPTCHA_ANSWER } from './server.js';

export const PASSWORD = 'Demo1234';

/**
 * A browser whose device id (localStorage `udid`) is fixed: a member's first login trusts its device, so
 * giving each test the member's "home" device keeps double validation for the test that wants it.
 * Without a udid the page makes a fresh one, as a new browser would.
 */
export async function deviceContext(
  browser: Browser,
  udid: string | null,
  viewport = DESKTOP,
  options: Parameters<typeof newPage>[2] = {},
) {
  const opened = await newPage(browser, viewport, options);
  if (udid) {
    await opened.context.addInitScript((id) => {
      if (!localStorage.getItem('udid')) localStorage.setItem('udid', id);
    }, udid);
  }
  return opened;
}

/** Opens the login modal from the header, as a guest would. */
export async function openLogin(page: Page): Promise<Locator> {
  await page.locator('header').getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/** The verification image has arrived (the answer goes with its token). */
export async function captchaReady(dialog: Locator): Promise<string> {
  const reload = dialog.getByRole('button', { name: 'Load a new verification code' });
  const image = reload.and(dialog.locator('[aria-busy="false"]')).locator('img');
  await image.waitFor();
  return (await image.getAttribute('src')) ?? '';
}

/** Fills the login form and submits it. */
export async function submitLogin(dialog: Locator, account: string, password = PASSWORD, answer = CAPTCHA_ANSWER) {
  await dialog.getByLabel('Account', { exact: true }).fill(account);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await captchaReady(dialog);
  await dialog.getByLabel('Verification code', { exact: true }).fill(answer);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** The header's member state: the member-centre button carries the account and the balance. */
export const memberButton = (page: Page, account: string) =>
  page.locator('header').getByRole('button', { name: new RegExp(`Member centre: ${account}`) });

export const loginButton = (page: Page) => page.locator('header').getByRole('button', { name: 'Log in' });

/** Logs in through the header's modal and waits for the member state. */
export async function logIn(page: Page, account: string, password = PASSWORD): Promise<void> {
  await submitLogin(await openLogin(page), account, password);
  await memberButton(page, account).first().waitFor();
}

type Envelope = { code: number; message: string; data: Record<string, unknown> | null };

/**
 * A POST to a demo site's member API from the test process. Site 2 is asked on the loopback address with
 * its host name (only the browser resolves apsport.localhost by itself).
 */
export function sitePost(
  site: 1 | 2,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope> {
  const port = inject('port');
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api${path}`,
        headers: {
          lang: 'en_US',
          ...headers,
          host: new URL(siteURL(site)).host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(text) as Envelope);
          } catch {
            reject(new Error(`POST ${path}: HTTP ${res.statusCode} ${text}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The captcha's answer to a client over its pace (five of a kind in 5 s): wait a second and ask again. */
const CAPTCHA_TOO_SOON = 101;

/**
 * Logs a member in through the member API, as the login modal does (login header, captcha, login from the
 * member's home device and this machine's address), and has the context's first page of the site start
 * with that session stored, as the modal leaves it. For tests that are not about logging in: they skip
 * driving the modal. The stored session is written once: a later logout or a renewed token stays as the
 * page left it.
 */
export async function apiLogIn(
  context: BrowserContext,
  account: string,
  {
    site = 1,
    password = PASSWORD,
    udid = `e2e-${account}-home`,
  }: { site?: 1 | 2; password?: string; udid?: string } = {},
): Promise<void> {
  const header = (await sitePost(site, '/get_login_header', {})).data as { header: string; value: string };
  let captcha = await sitePost(site, '/captcha', { type: 1 });
  for (let tries = 0; captcha.code === CAPTCHA_TOO_SOON && tries < 10; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    captcha = await sitePost(site, '/captcha', { type: 1 });
  }
  const login = await sitePost(
    site,
    '/login',
    {
      account,
      password,
      answer: CAPTCHA_ANSWER,
      captcha_token: (captcha.data as { token?: string } | null)?.token ?? '',
      udid,
      browser: 'Chromium',
      system: 'Linux',
    },
    { [header.header]: header.value },
  );
  if (login.code !== 100) throw new Error(`login ${account}: ${login.code} ${login.message}`);
  const reply = login.data as Record<string, string | number | undefined>;
  const storage: Record<string, string> = {
    token: String(reply.token),
    member_id: String(reply.member_id),
    member_account: String(reply.member_account),
    currency: String(reply.member_currency),
  };
  if (reply.member_type !== undefined) storage.member_type = String(reply.member_type);
  if (reply.agent_type !== undefined) storage.agent_type = String(reply.agent_type);
  await context.addInitScript(
    ({ origin, storage }) => {
      if (location.origin !== origin || localStorage.getItem('e2e-session-stored')) return;
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
      localStorage.setItem('e2e-session-stored', '1');
    },
    { origin: new URL(siteURL(site)).origin, storage },
  );
}

/** A member's page of the site, logged in through the API (see apiLogIn), once the header shows the member. */
export async function openLoggedIn(
  opened: { context: BrowserContext; page: Page },
  account: string,
  { site = 1, path = '/' }: { site?: 1 | 2; path?: string } = {},
): Promise<void> {
  await apiLogIn(opened.context, account, { site });
  await opened.page.goto(`${siteURL(site)}${path}`);
  await memberButton(opened.page, account).first().waitFor();
}

/**
 * Resolves once the page's socket has joined a member.{id} channel (a Socket.IO subscribe and its ok
 * ack). Attach before the page loads.
 */
export function memberChannelJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      const asked = new Set<string>();
      socket.on('framesent', ({ payload }) => {
        const match = /^42(\d+)\["subscribe",\{"channel":"member\.\d+"\}\]/.exec(String(payload));
        if (match?.[1]) asked.add(match[1]);
      });
      socket.on('framereceived', ({ payload }) => {
        const match = /^43(\d+)\[\{"ok":true\}\]/.exec(String(payload));
        if (match?.[1] && asked.has(match[1])) resolve();
      });
    });
  });
}

/** Texts currently shown in toasts (status and alert roles). */
export const toastTexts = (page: Page) => page.locator('.toast').allTextContents();

/** "1,234.56" → 123456 minor units. */
export const minor = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The header's balance once it is not reloading (a dash while it loads). */
export async function headerCash(page: Page): Promise<number> {
  const amount = page.locator('header .member-amount[aria-busy="false"]').first();
  await expect.poll(async () => /\d/.test((await amount.textContent()) ?? '')).toBe(true);
  return minor((await amount.textContent()) ?? '');
}
