import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** The base URL of a demo site: site 1 on 127.0.0.1, site 2 on apsport.localhost (loopback too). */
export function siteURL(site: 1 | 2 = 1): string {
  return site === 1 ? inject('baseURL') : `http://apsport.localhost:${inject('port')}`;
}

/** The session-storage key that holds when the pop-up discount was last closed. */
export const POPUP_CLOSE_TIME_KEY = 'popUpDiscountModalCloseTime';

/**
 * A fresh browser context and page. The promotion pop-up opens on a new visitor's first page; tests that
 * are not about it start as a visitor who already closed it this session (`popups: true` keeps it).
 *
 * Pages ask for reduced motion, as a member who set it in their system does (the site honours it), unless a
 * test is about the motion itself (`reducedMotion: 'no-preference'`): an open home page with its marquee
 * running costs headless Chromium about a fifth of a core for as long as it stays open (measured: 1.8-2.3 s
 * of CPU per 10 s idle, 0.13 s with reduced motion), which a loaded CI machine pays for every page a test
 * keeps open.
 */
/**
 * React's hydration failures (the markup the server rendered is not what the page renders first): in
 * production builds the minified errors #418-#425. Any in a test fails it (support/hydration-check.ts).
 */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;
export const hydrationErrors: string[] = [];

function watchHydration(page: Page): void {
  const note = (text: string) => {
    if (HYDRATION_ERROR.test(text)) hydrationErrors.push(`${page.url()}: ${text}`);
  };
  page.on('pageerror', (error) => note(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') note(message.text());
  });
}

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  options: BrowserContextOptions & { popups?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { popups = false, ...contextOptions } = options;
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', ...contextOptions });
  // Every page of the context, pop-ups and second tabs included.
  context.on('page', watchHydration);
  if (!popups) {
    await context.addInitScript((key) => {
      sessionStorage.setItem(key, String(Date.now() + 10 * 365 * 86_400_000));
    }, POPUP_CLOSE_TIME_KEY);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/**
 * Waits until the app runs the page. A page the server rendered is on the screen before its app has arrived
 * (the app is fetched after the first paint, decision 0055); once the app has hydrated it takes the taps the
 * page kept meanwhile, and the global that held them is gone. A page the app renders itself never has it.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => !('__PLAYDECK_EARLY_TAPS__' in window));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Finite animations (a dialog's fade-in) are finished first, so a shot shows the settled page.
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}
