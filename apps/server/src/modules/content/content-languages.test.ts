import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';

const SITE_2 = { host: 'apsport.localhost' };

describeEachDb('demo content in each site language', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t.close());

  /** The titles a visitor sees on the promotion, FAQ and footer lists, and the footer links. */
  async function read(headers: Record<string, string>) {
    const ask = async (path: string, body: object = {}) => (await post(t.app, path, body, headers)).body.data;
    const titles = (list: { title: string }[]) => list.map((i) => i.title);
    const footer = (await ask('/api/arks/web/footer')).list as { title: string; url: string }[];
    return {
      promotions: titles((await ask('/api/arks/web/promotions')).list),
      faq: titles((await ask('/api/arks/web/articles', { kind: 'faq' })).list),
      footer: titles(footer),
      footerLinks: footer.map((f) => f.url),
      banners: titles((await ask('/api/arks/web/carousel_picture', { use_type: 0 })).web_carousel_picture_list),
      marquee: (await ask('/api/arks/web/announcement/marquee')).web_announcement_list.map(
        (a: { content: string }) => a.content,
      ) as string[],
      login: (await ask('/api/web/model_login', { model_version: headers.host ? 'apsport' : 'suncity' })).title,
      ask,
    };
  }

  it('answers site 2 in Simplified Chinese, its default, with links to the Chinese pages', async () => {
    const zh = await read({ ...SITE_2, lang: 'zh_CN' });
    expect(zh.promotions).toHaveLength(5);
    expect(zh.promotions[0]).toBe('首存 100% 奖金');
    expect(zh.faq).toEqual(expect.arrayContaining(['如何注册？', '如何取款？']));
    expect(zh.footer).toEqual(expect.arrayContaining(['关于我们', '责任博彩', 'GambleAware']));
    expect(zh.banners[0]).toBe('首存 100% 奖金');
    expect(zh.marquee[0]).toContain('欢迎来到 AP Sport');
    expect(zh.login).toBe('欢迎回到 AP Sport');
    // Nothing English beside the Chinese: each kind is in one language.
    expect(JSON.stringify([zh.promotions, zh.faq, zh.banners, zh.marquee])).not.toMatch(/Welcome|How do I/);
    const about = zh.footerLinks.find((u) => u.startsWith('/main/'))!;
    const page = await zh.ask('/api/arks/web/articles/detail', { kind: 'main', id: Number(about.split('/')[2]) });
    expect(page.detail).toMatchObject({ title: '关于我们' });
    expect(page.detail.content).toContain('AP Sport 是一家持牌在线娱乐网站');
    // No lang header: the site's default language, Chinese.
    expect((await read(SITE_2)).promotions).toEqual(zh.promotions);
  });

  it('answers site 2 in English when asked in en_US', async () => {
    const en = await read({ ...SITE_2, lang: 'en_US' });
    expect(en.promotions[0]).toBe('Welcome bonus 100%');
    expect(en.faq[0]).toBe('How do I register?');
    expect(en.footer[0]).toBe('About us');
    expect(en.login).toBe('Welcome back to AP Sport');
  });

  it('answers site 1 in Vietnamese and English, and in English for a language with no texts', async () => {
    const vi = await read({ lang: 'vi_VN' });
    expect(vi.promotions).toHaveLength(5);
    expect(vi.promotions[0]).toBe('Thưởng chào mừng 100%');
    expect(vi.faq[0]).toBe('Làm thế nào để đăng ký?');
    expect(vi.footer).toEqual(expect.arrayContaining(['Giới thiệu', 'Chơi có trách nhiệm', 'GamCare']));
    expect(vi.marquee[0]).toContain('Chào mừng bạn đến với Suncity');
    expect(vi.login).toBe('Chào mừng bạn quay lại Suncity');
    // The banner's promotion link opens the Vietnamese promotion.
    const promo = await vi.ask('/api/arks/web/carousel_picture', { use_type: 0 });
    const link = promo.web_carousel_picture_list[0].link_url as string;
    const detail = await vi.ask('/api/arks/web/promotions/detail', { id: Number(link.split('/')[2]) });
    expect(detail.detail.title).toBe('Thưởng chào mừng 100%');

    const en = await read({ lang: 'en_US' });
    expect(en.promotions[0]).toBe('Welcome bonus 100%');
    expect(en.faq[0]).toBe('How do I register?');
    expect(en.footer[0]).toBe('About us');
    expect((await read({ lang: 'zh_CN' })).faq[0]).toBe('如何注册？');

    const th = await read({ lang: 'th_TH' });
    const { ask: _thAsk, ...thaiLists } = th;
    const { ask: _enAsk, ...englishLists } = en;
    expect(thaiLists).toEqual(englishLists);
  });
});
