import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogIn, deviceContext, memberButton, memberChannelJoined } from './support/auth.js';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { adminFetch, signIn } from './support/console.js';

let browser: Browser;
/**
 * The operators, signed in to the console, whose sessions make the admin API calls below: the content
 * operator runs activities, support writes letters.
 */
let operator: { context: BrowserContext; page: Page };
let support: { context: BrowserContext; page: Page };
beforeAll(async () => {
  browser = await launchBrowser();
  operator = await newPage(browser, DESKTOP);
  await signIn(operator.page, 'content');
  support = await newPage(browser, DESKTOP);
  await signIn(support.page, 'support');
});
afterAll(async () => {
  await operator?.context.close();
  await support?.context.close();
  await browser?.close();
});

let forms = 0;
/** One id per operator form, as the console makes it (a double submit finds the first write). */
const requestId = () => `e2e-activities-${Date.now()}-${++forms}`;
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A wheel for `account` with `draws` draws, every prize paying `cash` minor units (so any prize pays the same). */
const wheelFor = (account: string, draws: number, cash: number, site: 1 | 2 = 1) =>
  adminFetch(operator.page, 'POST', '/api/admin/roulettes', {
    site_id: site,
    currency: site === 1 ? 'USD' : 'RMB',
    titles: { en_US: 'Lucky wheel' },
    prizes: ['Gold', 'Silver', 'Bronze', 'Star'].map((label) => ({
      kind: 'cash',
      amount: cash,
      labels: { en_US: label },
      weight: 1,
      stock: 100,
    })),
    grant: { kind: 'accounts', accounts: [account], draws },
    start_at: inMs(-1_000),
    end_at: inMs(3_600_000),
    request_id: requestId(),
  });

/** `YYYY-MM-DD HH:mm` on the demo sites' clock (America/Caracas, the default site zone). */
function siteClock(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Caracas',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

const minor = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

async function headerCash(page: Page): Promise<number> {
  const amount = page.locator('header .member-amount[aria-busy="false"]').first();
  await expect.poll(async () => /\d/.test((await amount.textContent()) ?? '')).toBe(true);
  return minor((await amount.textContent()) ?? '');
}

/** Backdrop, disk, rim, pointer, a digit and the spin button; the alert's ribbon, panel and button. */
const [WHEEL_IMAGES, ALERT_IMAGES] = [6, 3];

/**
 * Every image of a roulette dialog has loaded from a content-hashed asset cached for a year, from the
 * template's set (suncity/H5_1 gold, apsport/H5_2 blue).
 */
async function expectArt(dialog: Locator, look: 'gold' | 'blue', images: number) {
  expect(await dialog.getAttribute('class')).toContain(`roulette-look-${look}`);
  const shown = dialog.locator('img');
  const loaded = () =>
    shown.evaluateAll((list) =>
      list.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    );
  await expect.poll(loaded).not.toContain(false);
  expect((await loaded()).length).toBeGreaterThanOrEqual(images);
  const src = (await shown.first().getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.svg$/);
  // Asked from the page: only the browser resolves apsport.localhost to this machine.
  const caching = await dialog.page().evaluate(async (url) => (await fetch(url)).headers.get('cache-control'), src);
  expect(caching).toContain('immutable');
}

/** The number the digit images show: each digit is the sprite cell its object-position picks (d / 9). */
const drawnDigits = (wheel: Locator) =>
  wheel
    .locator('.roulette-digit')
    .evaluateAll((list) =>
      list.map((img) => Math.round((parseFloat(getComputedStyle(img).objectPosition) * 9) / 100)).join(''),
    );

/**
 * A member logged in with a wheel of one draw (every prize pays 2.50, so a draw left by an earlier failed
 * try pays the same), and the wheel opened with its images loaded: demo001 on site 1, ap001 on site 2.
 */
async function openWheelWithOneDraw(viewport = DESKTOP, site: 1 | 2 = 1) {
  const account = site === 1 ? 'demo001' : 'ap001';
  // The wheel's turn is the point here (a spin closed while the disk turns): no reduced motion.
  const opened = await deviceContext(browser, `e2e-${account}-home`, viewport, { reducedMotion: 'no-preference' });
  const { page, context } = opened;
  await context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL(site) }]);
  await apiLogIn(context, account, { site });
  await wheelFor(account, 1, 250, site); // opened by the operator before the page asks for it
  await page.goto(siteURL(site));
  await memberButton(page, account).first().waitFor();
  const before = await headerCash(page);
  await page.getByRole('button', { name: 'Open the lucky wheel' }).click();
  const wheel = page.getByRole('dialog', { name: 'Lucky wheel' });
  await expect.poll(() => wheel.textContent()).toContain('Draws left: 1');
  await expectArt(wheel, site === 1 ? 'gold' : 'blue', WHEEL_IMAGES);
  await expect.poll(() => drawnDigits(wheel)).toBe('1');
  return { ...opened, wheel, before, prize: page.getByRole('dialog', { name: 'Your prize' }) };
}

describe('letters and activities', () => {
  it('a letter arrives live, shows its time on the site clock, and reading it takes the badge down', async () => {
    // The browser's own zone is not the site's: a time in it would be 9.5 hours off.
    const { context, page, errors } = await deviceContext(browser, 'e2e-demo002-home', DESKTOP, {
      timezoneId: 'Asia/Kolkata',
    });
    const joined = memberChannelJoined(page);
    await apiLogIn(context, 'demo002');
    await page.goto(siteURL());
    await memberButton(page, 'demo002').first().waitFor();
    await joined; // a letter sent before the page listens would only show on the next reload
    const unreadCount = async () =>
      Number(
        /\d+/.exec(
          (
            await page
              .locator('header')
              .getByRole('status', { name: /unread letters/i })
              .allTextContents()
          ).join(' '),
        )?.[0] ?? 0,
      );
    // The server's count (earlier tries of this test may have left letters unread).
    const before: number = await page.evaluate(async () => {
      const res = await fetch('/api/arks/web/member/letter', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ page: 1, count: 50 }),
      });
      return ((await res.json()) as { data: { unread_count: number } }).data.unread_count;
    });
    await expect.poll(unreadCount).toBe(before);
    const title = `Welcome bonus ${Date.now() % 100_000}`;
    await adminFetch(support.page, 'POST', '/api/admin/letter-campaigns', {
      site_id: 1,
      versions: { en_US: { title, content: '<p>Enjoy your stay</p>' } },
      audience: { kind: 'accounts', accounts: ['demo002'] },
      request_id: requestId(),
    });
    await expect.poll(unreadCount).toBe(before + 1);
    // On desktop the member centre opens in its own window (1500x800).
    const opened = context.waitForEvent('page');
    await page.locator('header').getByRole('button', { name: 'Messages' }).first().click();
    const centre = await opened;
    await centre.getByRole('button', { name: title, exact: true }).click();
    const letter = centre.getByRole('dialog', { name: title });
    await expect.poll(() => letter.textContent()).toContain('Enjoy your stay');
    const sentAt = await centre.evaluate(async (title) => {
      const res = await fetch('/api/arks/web/member/letter', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ page: 1, count: 50 }),
      });
      const { data } = (await res.json()) as { data: { list: { title: string; created_at: string }[] } };
      return data.list.find((row) => row.title === title)!.created_at;
    }, title);
    expect(await letter.locator('.letter-date').textContent()).toBe(`${siteClock(sentAt)} GMT-4`);
    await screenshot(centre, 'letters-open-desktop');
    await centre.setViewportSize(PHONE);
    await screenshot(centre, 'letters-open-390');
    await centre.setViewportSize(DESKTOP);
    await letter.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(unreadCount).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a red envelope scheduled 10 s ahead starts on the open page, is claimed, and the console counts it', async () => {
    // Slow by nature: it waits for the drop's start, 10 s after it is made (the point of the test).
    // demo001: agent001's password is changed by the recovery test that runs before this file.
    const { context, page, errors } = await deviceContext(browser, 'e2e-demo001-home', DESKTOP);
    const joined = memberChannelJoined(page);
    await apiLogIn(context, 'demo001');
    await page.goto(siteURL());
    await memberButton(page, 'demo001').first().waitFor();
    await joined; // the page listens on member.USD before the drop is made
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
    const before = await headerCash(page);
    // Far enough ahead that the page is watched for seconds before the start, even on a loaded machine.
    const startsAt = Date.now() + 10_000;
    const drop = (await adminFetch(operator.page, 'POST', '/api/admin/red-envelopes', {
      site_id: 1,
      currency: 'USD',
      titles: { en_US: 'Lucky drop' },
      budget: 888 * 100,
      count: 100,
      amount: { kind: 'fixed', amount: 888 },
      start_at: new Date(startsAt).toISOString(),
      end_at: new Date(startsAt + 600_000).toISOString(),
      min_member_days: 0,
      request_id: requestId(),
    })) as { id: number; status: string };
    expect(drop.status).toBe('scheduled');
    const open = page.getByRole('button', { name: 'Open the red envelope' });
    // Not before its start: the page learns of it from RedEnvelopeDisplay on member.USD, not from a reload.
    // Watched until a second before the start: shown any earlier, the wait below would end in time.
    const watchUntil = startsAt - 1_000;
    expect(Date.now(), 'time left to watch the page before the start').toBeLessThan(watchUntil - 2_000);
    const shownEarly = await open.waitFor({ state: 'attached', timeout: watchUntil - Date.now() }).then(
      () => true,
      () => false,
    );
    expect(shownEarly).toBe(false);
    await open.waitFor({ timeout: 50_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt - 1_000);
    expect(await page.evaluate(() => (window as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
    await screenshot(page, 'red-envelope-widget-desktop');
    await open.click();
    const claimed = page.getByRole('dialog', { name: 'Red envelope' });
    await expect.poll(() => claimed.textContent()).toContain('8.88');
    await claimed.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => headerCash(page)).toBe(before + 888);
    // The operator's page of the drop shows the claim within its refresh.
    await operator.page.goto(`${siteURL()}/admin/red-envelopes/${drop.id}/show`);
    await expect.poll(() => operator.page.getByText('1 / 100').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => operator.page.getByRole('cell', { name: 'demo001' }).count()).toBe(1);
    await screenshot(operator.page, 'backoffice-red-envelope-live');
    await adminFetch(operator.page, 'POST', `/api/admin/red-envelopes/${drop.id}/end`);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('spins the roulette to a cash prize that shows in the wallet', async () => {
    const { context, page, errors, wheel, before, prize } = await openWheelWithOneDraw(DESKTOP);
    await wheel.getByRole('button', { name: 'Spin' }).click();
    await prize.waitFor();
    await expectArt(prize, 'gold', ALERT_IMAGES);
    await screenshot(page, 'roulette-prize-desktop');
    await prize.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => headerCash(page)).toBe(before + 250);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the prize when the wheel is closed with Escape while it turns', async () => {
    const { context, page, errors, wheel, before, prize } = await openWheelWithOneDraw(DESKTOP);
    await screenshot(page, 'roulette-wheel-desktop');
    await wheel.getByRole('button', { name: 'Spin' }).click();
    // The server has answered and the disk has started its 1.5 s turn; the prize is not shown yet.
    const disk = wheel.locator('.roulette-disk');
    await expect.poll(() => disk.evaluate((el) => (el as HTMLElement).style.transform)).not.toBe('rotate(0deg)');
    expect(await prize.count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => wheel.count()).toBe(0);
    await prize.waitFor();
    expect(await prize.textContent()).toContain('2.50');
    await prize.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => headerCash(page)).toBe(before + 250);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, shows the prize when the wheel is closed with × before the spin is answered', async () => {
    const { context, page, errors, wheel, before, prize } = await openWheelWithOneDraw(PHONE);
    await screenshot(page, 'roulette-wheel-phone');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/arks/web/activity/roulette/spin', async (route) => {
      await held;
      await route.continue();
    });
    await wheel.getByRole('button', { name: 'Spin' }).click();
    await expect.poll(() => wheel.getByRole('button', { name: 'Spinning…' }).count()).toBe(1);
    await wheel.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => wheel.count()).toBe(0);
    answer(); // the server answers after the wheel has gone
    await prize.waitFor();
    expect(await prize.textContent()).toContain('2.50');
    await expectArt(prize, 'gold', ALERT_IMAGES);
    await screenshot(page, 'roulette-prize-phone');
    await prize.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => headerCash(page)).toBe(before + 250);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    { size: DESKTOP, name: 'desktop' },
    { size: PHONE, name: 'phone' },
  ])('on apsport ($name) the wheel and its prize alert are drawn with the blue set', async ({ size, name }) => {
    const { context, page, errors, wheel, prize } = await openWheelWithOneDraw(size, 2);
    await screenshot(page, `roulette-wheel-apsport-${name}`);
    await wheel.getByRole('button', { name: 'Spin' }).click();
    await prize.waitFor();
    await expectArt(prize, 'blue', ALERT_IMAGES);
    expect(await prize.textContent()).toContain('2.50');
    await screenshot(page, `roulette-prize-apsport-${name}`);
    await prize.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => prize.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
