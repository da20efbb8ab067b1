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
    config: { SITE_TITLE: TRICKY, SITE_NAME: TRICKY } as unknown as PublicConfig,
    lang: 'en_US',
    nonce: 'n0nce',
    hints: '<link rel="preload" href="/a.js" as="script">',
    themeColour: '#123456',
    banner,
  });

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
      replies: [{ name: 'marquee', body: {}, reply: { code: 100, message: 'success', data: { text: hostile } } }],
    };
    const page = renderPage(template, {
      config: { SITE_TITLE: 'x', SITE_NAME: 'x' } as unknown as PublicConfig,
      firstData,
      lang: 'en_US',
      nonce: 'n0nce',
      hints: '',
    });
    expect(count(page, '<script')).toBe(3);
    expect(count(page, '<script nonce="n0nce">')).toBe(2);
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
