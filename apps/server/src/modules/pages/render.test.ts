import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FirstData, PublicConfig } from '@playdeck/contract';
import { FIRST_DATA_GLOBAL } from '@playdeck/contract';
import { renderPage } from './render.js';

// The web app's own template: the page the server fills in (one module script before rendering).
const template = readFileSync(resolve(import.meta.dirname, '../../../../web/index.html'), 'utf8');

/** Every replacement pattern String.replace knows, with markup around it. */
const TRICKY = 'Lucky $\' & $` <b>$&</b> $1 $$ "win"';
const TRICKY_HTML = 'Lucky $&#39; &amp; $` &lt;b&gt;$&amp;&lt;/b&gt; $1 $$ &quot;win&quot;';

const render = (
  banner?: { desktop: string; mobile: string; title: string },
  more: Pick<Parameters<typeof renderPage>[1], 'skeleton' | 'logo'> = {},
) =>
  renderPage(template, {
    ...more,
    config: {
      SITE_TITLE: TRICKY,
      SITE_NAME: TRICKY,
      TEMPLATE_NAME: 'suncity',
      MOBILE_TEMPLATE_NAME: 'H5_1',
    } as unknown as PublicConfig,
    lang: 'en_US',
    hints: '<link rel="preload" href="/a.js" as="script">',
    themeColour: '#123456',
    banner,
  }).html;

const count = (text: string, part: string) => text.split(part).length - 1;

describe('renderPage with operator text', () => {
  it('keeps exactly its two scripts and shows a title full of $ patterns literally', () => {
    const page = render();
    expect(count(page, '<script')).toBe(2);
    expect(count(page, '<!doctype html>')).toBe(1);
    expect(page).toContain(`<title>${TRICKY_HTML}</title>`);
    expect(page).toContain(`<p class="boot-title">${TRICKY_HTML}</p>`);
    expect(page).toContain('<html lang="en-US"');
    expect(page).toContain('<meta name="theme-color" content="#123456"');
    expect(page).not.toContain('<!--playdeck-');
  });

  it('puts the same text in the config script as JSON, unchanged when read back', () => {
    const page = render();
    const json = /window\.\w+=(\{.*?\})<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json!)).toMatchObject({ SITE_TITLE: TRICKY });
  });

  it('keeps a banner title with $ patterns literal in its alt text', () => {
    const page = render({ desktop: '/d.svg', mobile: '/m.svg', title: TRICKY });
    expect(count(page, '<script')).toBe(2);
    expect(count(page, '<picture')).toBe(1);
    expect(page).toContain(`alt="${TRICKY_HTML}"`);
  });

  it('puts the first data in a script of its own, operator text inside it closing nothing', () => {
    const hostile = `${TRICKY} </script><script>alert(1)</script> <!-- \u2028`;
    const firstData: FirstData = {
      path: '/',
      locale: 'en_US',
      meta: { id: 'b1', timestamp: 1, routeRules: [], redirectHosts: [], prerendered: ['/'] },
      rendered: { layout: 'mobile', currency: 'USD', queries: { queries: [{ state: { data: { text: hostile } } }] } },
    };
    const { html: page, scripts } = renderPage(template, {
      config: {
        SITE_TITLE: 'x',
        SITE_NAME: 'x',
        TEMPLATE_NAME: 'suncity',
        MOBILE_TEMPLATE_NAME: 'H5_1',
      } as unknown as PublicConfig,
      firstData,
      lang: 'en_US',
      hints: '',
    });
    expect(count(page, '<script')).toBe(3);
    // Exactly the page's own inline scripts, each as the policy will hash it.
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(page).toContain(`<script>${script}</script>`);
    const json = new RegExp(`window\\.${FIRST_DATA_GLOBAL}=(\\{.*?\\})</script>`).exec(page)?.[1];
    expect(JSON.parse(json!)).toEqual(firstData);
  });
});

describe('renderPage skeleton', () => {
  it("shows the site's logo pictures, or its name, instead of a stock mark", () => {
    const page = render(undefined, { logo: { desktop: '/d-logo.svg', mobile: '/m-logo.svg' } });
    expect(page).toContain('<source media="(min-width: 992px)" srcset="/d-logo.svg">');
    expect(page).toContain(`<img src="/m-logo.svg" alt="${TRICKY_HTML}">`);
    expect(page).not.toContain('<svg');
    expect(render()).toContain(`<span class="boot-name">${TRICKY_HTML}</span>`);
  });

  it("gives a page other than home a page's outline, without the home hero", () => {
    const page = render(undefined, { skeleton: 'page' });
    expect(page).toContain('data-skeleton="page"');
    expect(page).not.toContain('<p class="boot-title">');
    expect(render()).toContain('data-skeleton="home"');
  });
});

describe('renderPage with the markup the server rendered', () => {
  const rendered = (more: Partial<PublicConfig> = {}) =>
    renderPage(template, {
      config: {
        SITE_TITLE: 'Site',
        SITE_NAME: 'Site',
        TEMPLATE_NAME: 'suncity',
        MOBILE_TEMPLATE_NAME: 'H5_1',
        ...more,
      } as PublicConfig,
      lang: 'vi_VN',
      hints: `<link rel="preload" as="style" href="/assets/m.css"><link rel="modulepreload" href="/assets/home.js">`,
      rendered: {
        root: '<div class="site">Trang chủ $&</div>',
        layout: 'mobile',
        title: 'Khuyến mãi | Site',
        head: '<meta name="description" content="d">',
        appAfterPaint: true,
      },
    });

  it('puts the markup straight inside #root, where the app hydrates it, and no skeleton', () => {
    const { html } = rendered();
    expect(html).toContain('<div id="root"><div class="site">Trang chủ $&</div></div>');
    expect(html).not.toContain('class="boot"');
    expect(html).not.toContain('<!--playdeck-');
  });

  it('names the layout, templates, language and title the markup was rendered with', () => {
    const { html } = rendered();
    expect(html).toMatch(/<html lang="vi-VN" data-template="suncity" data-mobile-template="H5_1" data-layout="mobile"/);
    expect(html).toContain('<title>Khuyến mãi | Site</title>');
    expect(html).toContain('<meta name="description" content="d">');
  });

  it('checks the layout against the width before the first paint, unless the site has only the desktop one', () => {
    expect(rendered().scripts.some((script) => script.includes("layoutSwap=''"))).toBe(true);
    expect(rendered({ DESKTOP_LOCK: true }).scripts.some((script) => script.includes("layoutSwap=''"))).toBe(false);
    // A member's reload is marked either way.
    expect(rendered({ DESKTOP_LOCK: true }).scripts.some((script) => script.includes('dataset.member'))).toBe(true);
  });

  it('fetches the app after the first paint: no module script or preload in the markup, the list in the page', () => {
    const { html, scripts } = rendered();
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('rel="modulepreload"');
    // Other hints stay where they were.
    expect(html).toContain('<link rel="preload" as="style" href="/assets/m.css">');
    const list = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(html)?.[1];
    // The entry first (the template's module script), then what it imports.
    expect(JSON.parse(String(list))).toEqual(['/src/main.tsx', '/assets/home.js']);
    expect(scripts.some((script) => script.includes("getElementById('app-modules')"))).toBe(true);
  });

  it('leaves a skeleton page its module script and preloads: it has nothing to paint before the app', () => {
    const page = renderPage(template, {
      config: {
        SITE_TITLE: 'Site',
        SITE_NAME: 'Site',
        TEMPLATE_NAME: 'suncity',
        MOBILE_TEMPLATE_NAME: 'H5_1',
      } as PublicConfig,
      lang: 'en_US',
      hints: '<link rel="modulepreload" href="/assets/home.js">',
    });
    expect(page.html).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(page.html).toContain('<link rel="modulepreload" href="/assets/home.js">');
    expect(page.html).not.toContain('app-modules');
  });
});
