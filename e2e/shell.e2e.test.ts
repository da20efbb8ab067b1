import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiLogIn, deviceContext, memberButton } from './support/auth.js';
import { DESKTOP, PHONE, appStarted, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { followRequests } from './support/network.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36';
/** The calls the home page's first screen makes, whose replies the server rendered the page with. */
const FIRST_SCREEN_CALLS = [
  '/api/arks/web/site/detail',
  '/api/arks/web/logos',
  '/api/template_config',
  '/api/arks/web/carousel_picture',
  '/api/arks/web/announcement/marquee',
  '/api/web/model_setting',
  '/api/arks/web/web-mobile-footer',
  '/api/arks/web/footer',
  '/api/arks/web/float',
];

describe('home in both templates and both layouts', () => {
  const cases = [
    { site: 1 as const, size: DESKTOP, layout: 'desktop', template: 'suncity', name: 'home-suncity-1440' },
    { site: 1 as const, size: PHONE, layout: 'mobile', template: 'H5_1', name: 'home-h5_1-390' },
    { site: 2 as const, size: DESKTOP, layout: 'desktop', template: 'apsport', name: 'home-apsport-1440' },
    { site: 2 as const, size: PHONE, layout: 'mobile', template: 'H5_2', name: 'home-h5_2-390' },
  ];
  it.each(cases)('$name renders the $layout layout with its header, content and footer', async (c) => {
    // A phone says so in its user agent, as real ones do: the server renders that layout.
    const { context, page, errors } = await newPage(
      browser,
      c.size,
      c.layout === 'mobile' ? { userAgent: PHONE_AGENT } : {},
    );
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const res = await page.goto(siteURL(c.site));
    expect(res?.status()).toBe(200);
    await page.locator('header').first().waitFor();
    const html = page.locator('html');
    expect(await html.getAttribute('data-layout')).toBe(c.layout);
    const attr = c.layout === 'desktop' ? 'data-template' : 'data-mobile-template';
    expect(await html.getAttribute(attr)).toBe(c.template);
    await expect.poll(() => page.locator('main#main').isVisible()).toBe(true);
    const nav = c.layout === 'desktop' ? page.locator('footer') : page.getByRole('navigation', { name: /./ }).last();
    expect(await nav.isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    // The page carries its build meta and the data the server rendered it with (the site detail and logos
    // of the prerendered {path}/_payload.json among them): none of those calls go out.
    expect(requested.filter((path) => FIRST_SCREEN_CALLS.includes(path) || path.startsWith('/builds/meta/'))).toEqual(
      [],
    );
    expect(requested).not.toContain('/_payload.json');
    // The site's name and the version flag are kept in local storage.
    const stored = await page.evaluate(() => [localStorage.getItem('site_name'), localStorage.getItem('isV3Ver')]);
    const siteName = await page.evaluate(
      () => (window as unknown as { __PLAYDECK_CONFIG__: { SITE_NAME: string } }).__PLAYDECK_CONFIG__.SITE_NAME,
    );
    expect(siteName).not.toBe('');
    expect(stored).toEqual([siteName, '1']);
    await screenshot(page, c.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the two templates differ visibly (header background)', async () => {
    const colour = async (site: 1 | 2) => {
      const { context, page } = await newPage(browser, DESKTOP);
      await page.goto(siteURL(site));
      const header = page.locator('header').first();
      await header.waitFor();
      const value = await header.evaluate((el) => getComputedStyle(el).backgroundColor + getComputedStyle(el).height);
      await context.close();
      return value;
    };
    expect(await colour(1)).not.toBe(await colour(2));
  });
});

describe('navigation rules', () => {
  it.each(['/main', '/main/7', '/gameHall', '/gameHall/2', '/slotgame?gt_id=2'])(
    '%s opened directly lands on /',
    async (path) => {
      const { context, page } = await newPage(browser);
      await page.goto(siteURL() + path);
      expect(new URL(page.url()).pathname).toBe('/');
      await context.close();
    },
  );

  it('in-app navigation reaches the game hall without a redirect', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteURL());
    await page.locator('header a[href="/gameHall/2"]').first().click();
    await page.waitForURL('**/gameHall/2');
    expect(new URL(page.url()).pathname).toBe('/gameHall/2');
    await context.close();
  });

  it('/fastDeposit sets its cookie flag, goes home, and asks a guest to log in', async () => {
    const { context, page } = await newPage(browser);
    const landed = await page.goto(`${siteURL()}/fastDeposit`);
    expect(new URL(page.url()).pathname).toBe('/');
    // The server's redirect sets the flag; home may have taken it (and deleted it) before the load event.
    const redirect = await landed?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(302);
    expect(await redirect?.headerValue('set-cookie')).toMatch(/^isFastDeposit=1;/);
    await expect.poll(() => page.getByText('Please log in first').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('dialog').count()).toBeGreaterThan(0);
    // Taken once: the flag is gone, so the next visit to home asks nothing.
    expect((await context.cookies()).some((c) => c.name === 'isFastDeposit')).toBe(false);
    await context.close();
  });

  it('server route rules redirect inside the site and to allow-listed hosts only', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${siteURL()}/vip`);
    expect(new URL(page.url()).pathname).toBe('/discount');
    const external = await page.request.get(`${siteURL()}/promo`, { maxRedirects: 0 });
    expect(external.status()).toBe(302);
    expect(external.headers().location).toBe('https://promo.suncity.example/welcome');
    const refused = await page.goto(`${siteURL()}/blocked-partner`);
    expect(refused?.status()).toBe(500);
    await expect.poll(() => page.getByRole('heading', { name: 'Internal Server Error' }).count()).toBe(1);
    await context.close();
  });

  it('the auth guard stops a guest at the member centre with check_login_msg and the login modal', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${siteURL()}/user`);
    await expect.poll(() => page.getByText('Please log in first').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('dialog').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('appPage=header shows only the header', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${siteURL()}/?appPage=header`);
    await page.locator('header').first().waitFor();
    expect(await page.locator('main#main').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await context.close();
  });

  it('a single embedded part (appPage) gets neither the promotion pop-up nor the float bar', async () => {
    const { context, page } = await newPage(browser, PHONE, { popups: true });
    const popup = page.getByRole('dialog', { name: 'Promotions & news' });
    const floatBar = page.getByRole('complementary', { name: 'Quick links' });
    // The same visitor on the whole page gets both, so their absence below is the appPage rule at work.
    await page.goto(siteURL());
    await expect.poll(() => popup.isVisible()).toBe(true);
    await expect.poll(() => floatBar.count()).toBe(1);
    await page.goto(`${siteURL()}/?appPage=footer`);
    await page.getByRole('link', { name: 'Home' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main#main').count()).toBe(0);
    expect(await popup.count()).toBe(0);
    expect(await floatBar.count()).toBe(0);
    await context.close();
  });
});

describe('error pages', () => {
  it('an unmatched path is a 404 saying page not found in the site theme, with the spec message and title', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const res = await page.goto(`${siteURL()}/no/such/page`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('Page not found: /no/such/page').count()).toBe(1);
    // The outage screen's words belong to 5xx only.
    expect(await page.getByText('The site is being upgraded').count()).toBe(0);
    expect(await page.title()).toBe('Page Not Found');
    expect(await page.getByRole('link', { name: /customer service/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    // The template palette's background (templates.css --bg), not the outage screen's own gradient.
    const [background, themed] = await page.locator('main').evaluate((el) => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.background = 'var(--bg)';
      return [getComputedStyle(el).backgroundColor, getComputedStyle(probe).backgroundColor];
    });
    expect(background).toBe(themed);
    await context.close();
  });

  it('a failed route validation shows Page Not Found: {path}', async () => {
    const { context, page } = await newPage(browser);
    const res = await page.goto(`${siteURL()}/faq/abc`);
    expect(res?.status()).toBe(404);
    await page.getByText('Page Not Found: /faq/abc').waitFor();
    await context.close();
  });

  it('a 5xx error page links to online customer service', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${siteURL()}/blocked-partner`);
    const link = page.getByRole('link', { name: /customer service/i });
    await link.first().waitFor();
    expect(await link.first().getAttribute('href')).toContain('help.suncity.example');
    await screenshot(page, 'error-500-1440');
    await context.close();
  });
});

describe('language', () => {
  it('switching the language stores the cookies and reloads in the new language', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteURL());
    await page
      .getByRole('button', { name: /Language/ })
      .first()
      .click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '简体中文' }).click()]);
    await page.locator('header').first().waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await expect.poll(() => page.getByRole('button', { name: '登录' }).count()).toBeGreaterThan(0);
    const cookies = await context.cookies();
    const locale = cookies.find((c) => c.name === 'i18n_redirected');
    expect(locale?.value).toBe('zh_CN');
    const days = ((locale?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    await context.close();
  });

  it('a route naming another of the site locales (?lang=) loads the page in it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${siteURL()}/faq?lang=zh_CN`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await page.locator('main#main').waitFor();
    // The app drops the parameter from the address once it runs.
    await appStarted(page);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/faq');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('zh_CN');
    await context.close();
  });

  it('refuses the switch while a game window is open', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteURL());
    await page.evaluate(() => localStorage.setItem('isPlay', '1'));
    await page
      .getByRole('button', { name: /Language/ })
      .first()
      .click();
    await page.getByRole('button', { name: '简体中文' }).click();
    await expect
      .poll(() => page.locator('[role="status"], [role="alert"]').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/game/i)]));
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    await context.close();
  });
});

describe('builds', () => {
  it('reloads once when a newer build is announced', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteURL());
    await appStarted(page);
    await page.route('**/builds/latest.json*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ id: 'a-newer-build', timestamp: Date.now() }),
      }),
    );
    let loads = 0;
    page.on('load', () => (loads += 1));
    // The build watcher starts in an idle callback. Idle callbacks run in the order they were asked for, so
    // once one asked for after the header painted has run, the watcher is listening.
    const watcherStarted = () =>
      page.evaluate(() => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve())));
    const focusTab = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await watcherStarted();
    await focusTab();
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(1);
    await appStarted(page);
    await watcherStarted();
    await focusTab();
    await page.waitForTimeout(1_000);
    expect(loads).toBe(1); // the 10 s guard holds
    await context.close();
  });
});

describe('first screens in three languages', () => {
  const SCREENS = [
    { name: 'home', path: '/', ready: 'main#main .home, main#main' },
    { name: 'faq', path: '/faq', ready: 'main#main h1, main#main h2' },
    { name: 'member', path: '/user/Info', ready: '.centre-content .mc-row' },
    { name: '404', path: '/no/such/page', ready: '.error-screen h1' },
  ];
  it.each([
    { size: DESKTOP, width: '1440' },
    { size: PHONE, width: '390' },
  ])('home, FAQ, member centre and 404 at $width in en_US, zh_CN and vi_VN', async ({ size, width }) => {
    const { context, page, errors } = await deviceContext(browser, 'e2e-demo001-home', size);
    const requests = followRequests(page);
    await context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
    await apiLogIn(context, 'demo001');
    await page.goto(siteURL());
    await memberButton(page, 'demo001').first().waitFor();
    for (const locale of ['en_US', 'zh_CN', 'vi_VN']) {
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: siteURL() }]);
      for (const screen of SCREENS) {
        await page.goto(siteURL() + screen.path);
        await page.locator(screen.ready).first().waitFor();
        await requests.quiet(); // the screen's calls and pictures are in before it is shot
        expect(await page.locator('html').getAttribute('lang')).toBe(locale.replace('_', '-'));
        await screenshot(page, `${screen.name}-${locale}-${width}`);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('loading skeletons', () => {
  it('a page the server leaves to the app paints a page outline with the site logo, inside a phone screen', async () => {
    const { context, page } = await newPage(browser, PHONE, { javaScriptEnabled: false });
    await page.goto(`${siteURL()}/user/Info`);
    const skeleton = page.locator('.boot');
    expect(await skeleton.getAttribute('data-skeleton')).toBe('page');
    expect(await skeleton.locator('img').getAttribute('src')).toContain('/static/logos/');
    expect(await skeleton.locator('svg').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    // Home is rendered by the server: no outline, the page itself.
    await page.goto(siteURL());
    expect(await skeleton.count()).toBe(0);
    expect(await page.locator('main#main').isVisible()).toBe(true);
    await context.close();
  });

  it('the desktop nav keeps its place when the logo arrives', async () => {
    // A page the app renders itself (the server renders none of the game room), where the logo comes with
    // the app's own call.
    const { context, page } = await newPage(browser, DESKTOP);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/arks/web/logos', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${siteURL()}/gameRoom`);
    const nav = page.locator('header nav').first();
    await nav.waitFor();
    const before = (await nav.boundingBox())!;
    release();
    await page.locator('header img.site-logo-img').waitFor();
    await page.waitForLoadState('networkidle');
    const after = (await nav.boundingBox())!;
    expect(after.x).toBe(before.x);
    expect(after.width).toBe(before.width);
    await context.close();
  });
});

describe('message-box prompt', () => {
  it("the announcements' go-to-page prompt says Illegal input to letters and takes a page number", async () => {
    const { context, page } = await deviceContext(browser, 'e2e-demo001-home', PHONE);
    // Three pages of announcements, as the server would send them: the prompt is what is tested.
    await page.route('**/api/arks/web/announcement/member', async (route) => {
      const at = (route.request().postDataJSON() as { page: number }).page;
      const list = [
        {
          id: at,
          kind: 'marquee',
          title: `Notice on page ${at}`,
          content: '',
          published_at: '2026-11-01T00:00:00Z',
          is_read: 1,
        },
      ];
      await route.fulfill({ json: { code: 100, message: 'success', data: { list, total: 25, unread: 0 } } });
    });
    await context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
    await apiLogIn(context, 'demo001');
    await page.goto(siteURL());
    await memberButton(page, 'demo001').first().waitFor();
    await page.goto(`${siteURL()}/user/Announcement`);
    await page.getByRole('button', { name: 'Page 1 of 3' }).click();
    const prompt = page.getByRole('dialog', { name: 'Go to page' });
    const field = prompt.getByLabel('Page number');
    await field.fill('2a');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await prompt.getByText('Illegal input').waitFor();
    await field.fill('9');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await prompt.getByText('There is no such page').waitFor();
    await field.fill('2');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Notice on page 2').waitFor();
    expect(await page.getByRole('button', { name: 'Page 2 of 3' }).count()).toBe(1);
    await context.close();
  });
});

describe('phone home of a member', () => {
  it('edge widgets stay slim and apart, the unread count keeps off the balance, the Messages tab lines up', async () => {
    const { context, page, errors } = await deviceContext(browser, 'e2e-demo001-home', PHONE);
    // An unread letter, a red envelope and a wheel, as the server would send them: only the layout is tested.
    const reply = (data: unknown) => ({ json: { code: 100, message: 'success', data } });
    const hour = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    await page.route('**/api/arks/web/member/letter', (route) =>
      route.fulfill(
        reply({
          list: [{ id: 1, title: 'Hi', content: '', is_read: 0, created_at: hour(-1) }],
          total_count: 1,
          unread_count: 1,
        }),
      ),
    );
    await page.route('**/api/arks/web/activity/red_envelope_promotion', (route) =>
      route.fulfill(reply({ envelope: { id: 1, title: 'Drop', start_at: hour(-1), end_at: hour(1) } })),
    );
    const prizes = [1, 2, 3, 4].map((id) => ({ prize_id: id, label: `P${id}`, cash: '1.00', item: null }));
    await page.route('**/api/arks/web/activity/roulette', (route) =>
      route.fulfill(
        reply({
          detail: {
            id: 1,
            title: 'Wheel',
            start_at: hour(-1),
            end_at: hour(1),
            prize_settings: prizes,
            remaining_draws: 3,
          },
        }),
      ),
    );
    await context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
    await apiLogIn(context, 'demo001');
    await page.goto(siteURL());
    await memberButton(page, 'demo001').first().waitFor();
    const widgets = [
      page.getByRole('button', { name: 'Open the red envelope' }),
      page.getByRole('button', { name: 'Open the lucky wheel' }),
      page.locator('.popup-history-button'),
      page.getByRole('button', { name: 'Show quick links' }),
    ];
    for (const widget of widgets) await widget.waitFor();
    const boxes = await Promise.all(widgets.map(async (w) => (await w.boundingBox())!));
    const tabBar = (await page.getByRole('navigation', { name: /./ }).last().boundingBox())!;
    const apart = (a: Box, b: Box) =>
      a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    boxes.forEach((box, i) => {
      // Each hugs an edge of the screen (a slim column; the envelope is centred over its countdown), above
      // the tab bar, and touches no other.
      expect(Math.min(box.x, PHONE.width - (box.x + box.width)), `widget ${i}`).toBeLessThanOrEqual(24);
      expect(box.width, `widget ${i}`).toBeLessThanOrEqual(48);
      expect(box.y + box.height, `widget ${i}`).toBeLessThanOrEqual(tabBar.y);
      boxes.slice(i + 1).forEach((other) => expect(apart(box, other)).toBe(true));
    });
    const header = page.locator('header').first();
    const badge = (await header.getByRole('status', { name: /unread letters/i }).boundingBox())!;
    const card = (await header.locator('.member-card').boundingBox())!;
    const amount = (await header.locator('.member-amount').boundingBox())!;
    expect(apart(badge, amount)).toBe(true);
    expect(badge.x >= card.x && badge.y >= card.y && badge.x + badge.width <= card.x + card.width).toBe(true);
    const labelTop = (name: string) =>
      page
        .locator('.tabbar-item', { hasText: name })
        .locator('.footer-tab-label')
        .evaluate((el) => el.getBoundingClientRect().top);
    expect(await labelTop('Messages')).toBe(await labelTop('Home'));
    await screenshot(page, 'home-member-widgets-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
