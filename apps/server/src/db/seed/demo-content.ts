import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { contentEntries, contentVersions } from '../schema/index.js';
import type { EntryInput } from '../../modules/content/kinds.js';
import { toContentRow } from '../../modules/content/kinds.js';
import { EN } from './demo-content-texts.js';
import { VI } from './demo-content-texts-vi.js';
import { ZH } from './demo-content-texts-zh.js';
import { demoNews, img, seedKeyIn } from './demo-news.js';
import type { DemoLanguage, SeedEntry } from './demo-news.js';

interface SiteTemplates {
  siteId: number;
  name: string;
  templateName: string;
  mobileTemplateName: string;
  locales: string[];
}

/**
 * The languages the demo content is written in. English is for every language (a visitor whose language
 * has no texts gets it); a translation is seeded on the sites that offer its locale.
 */
const EVERY_LANGUAGE: DemoLanguage = { locale: null, tag: '', texts: EN };
const TRANSLATIONS: DemoLanguage[] = [
  { locale: 'zh_CN', tag: 'zh', texts: ZH },
  { locale: 'vi_VN', tag: 'vi', texts: VI },
];

const PROMOTION_CATEGORIES = ['all', 'slot', 'live_casino', 'sports', 'lottery'] as const;

const USE_TYPES = [
  [0, 'desktop'],
  [1, 'small'],
  [2, 'mobile'],
] as const;

/** The demo operator's site content: banners, announcements, pop-ups, footers, templates, pages. */
export function demoContent(site: SiteTemplates): SeedEntry[] {
  const languages = [EVERY_LANGUAGE, ...TRANSLATIONS.filter((l) => site.locales.includes(l.locale!))];
  const entries = languages.flatMap((lang) => [...demoNews(site.name, lang), ...writtenContent(site, lang)]);
  const add = (seedKey: string, entry: EntryInput) => entries.push({ ...entry, seedKey });

  add('bulletin-setting-2', { kind: 'bulletin_setting', data: { location: 2, display_frequency: 1 } });
  add('bulletin-setting-3', { kind: 'bulletin_setting', data: { location: 3, display_frequency: 1 } });
  (['home', 'discount', 'deposit', 'letter', 'customerService'] as const).forEach((tab, i) =>
    add(`mobile-footer-${tab}`, {
      kind: 'mobile_footer',
      template: site.mobileTemplateName,
      sort: i + 1,
      data: { tab },
    }),
  );
  add(`register-background-${site.mobileTemplateName}`, {
    kind: 'register_background',
    template: site.mobileTemplateName,
    data: { photo: img(site.mobileTemplateName === 'H5_2' ? 'register-h5-2' : 'register-h5-1') },
  });
  add(`template-config-${site.mobileTemplateName}`, {
    kind: 'template_config',
    template: site.mobileTemplateName,
    data: {
      h5: site.mobileTemplateName === 'H5_2' ? 'H5_2' : 'H5_1',
      home_sections:
        site.mobileTemplateName === 'H5_2'
          ? ['banner', 'marquee', 'jackpot', 'entrances', 'hot', 'demo']
          : ['banner', 'marquee', 'entrances', 'jackpot', 'hot', 'demo'],
      banner_interval: 5,
    },
  });
  return entries;
}

/**
 * The content with words in one language. Every kind is complete in each language, as a visitor gets a
 * kind's entries in their language or else those for every language, never a mix.
 */
function writtenContent(site: SiteTemplates, lang: DemoLanguage): SeedEntry[] {
  const entries: SeedEntry[] = [];
  const key = (k: string) => seedKeyIn(lang, k);
  const add = (k: string, entry: EntryInput) => entries.push({ ...entry, locale: lang.locale, seedKey: key(k) });
  const fill = (s: string) => s.replaceAll('{site}', site.name);
  const t = lang.texts;

  const bannerLinks = [
    { link_type: 1, link_url: `/discount/{${key('promo-1')}}` },
    {
      link_type: 2,
      game_link_parameter: { currency: 'USD', gt_id: 2, gp_id: 'GP01', gp_gt_name: 'e_GP01', customized: '' },
    },
    { link_type: 0, link_url: 'https://www.begambleaware.org/', link_method: 1 },
    { link_type: 1, link_url: '/sponsor' },
  ] as const;
  bannerLinks.forEach((link, i) => {
    for (const [useType, size] of USE_TYPES) {
      add(`banner-${i + 1}-${size}`, {
        kind: 'banner',
        device: useType === 2 ? 2 : 1,
        sort: i + 1,
        data: { use_type: useType, photo: img(`banner-${i + 1}-${size}`), title: t.banners[i], ...link },
      });
    }
  });

  // The article ids are known only once inserted; footer links refer to them through seed keys.
  t.articles.main.forEach(([title, content], i) =>
    add(`main-${i + 1}`, {
      kind: 'article',
      sort: i + 1,
      data: { article_kind: 'main', title, content: fill(content) },
    }),
  );
  t.articles.faq.forEach(([title, content], i) =>
    add(`faq-${i + 1}`, { kind: 'article', sort: i + 1, data: { article_kind: 'faq', title, content } }),
  );
  add('agent-agreement', {
    kind: 'article',
    sort: 1,
    data: { article_kind: 'agent_agreement', title: t.agentAgreement[0], content: fill(t.agentAgreement[1]) },
  });
  t.promotions.forEach(([title, summary, content], i) =>
    add(`promo-${i + 1}`, {
      kind: 'promotion',
      sort: i + 1,
      data: { title, summary, category: PROMOTION_CATEGORIES[i], content, photo: img(`promo-${i + 1}`) },
    }),
  );

  t.articles.main.forEach(([title], i) =>
    add(`footer-about-${i + 1}`, {
      kind: 'footer',
      sort: i + 1,
      data: { title, url: `/main/{${key(`main-${i + 1}`)}}`, group: 'about' },
    }),
  );
  t.articles.faq.slice(0, 3).forEach(([title], i) =>
    add(`footer-help-${i + 1}`, {
      kind: 'footer',
      sort: 10 + i,
      data: { title, url: `/faq/{${key(`faq-${i + 1}`)}}`, group: 'help' },
    }),
  );
  add('footer-partner-1', {
    kind: 'footer',
    sort: 20,
    data: { title: 'GambleAware', url: 'https://www.begambleaware.org/', group: 'partners' },
  });
  add('footer-partner-2', {
    kind: 'footer',
    sort: 21,
    data: { title: 'GamCare', url: 'https://www.gamcare.org.uk/', group: 'partners' },
  });

  (
    [
      ['float-service', 'float-service', '/faq', 0],
      ['float-telegram', 'float-telegram', 'https://t.me/', 1],
      ['float-app', 'float-app', '/app', 0],
    ] as const
  ).forEach(([k, icon, url, method], i) =>
    add(k, { kind: 'float', sort: i + 1, data: { title: t.float[i], icon: img(icon), url, link_method: method } }),
  );

  for (const template of [site.templateName, site.mobileTemplateName]) {
    ['/app', '/discount', `/discount/{${key('promo-3')}}`].forEach((url, i) =>
      add(`ad-${template}-${i + 1}`, {
        kind: 'ad',
        template,
        sort: i + 1,
        data: { title: t.ads[i], photo: img(`ad-${i + 1}`), url, link_method: 0 },
      }),
    );
    t.sponsors.forEach(([name, description], i) =>
      add(`sponsor-${template}-${i + 1}`, {
        kind: 'sponsor',
        template,
        sort: i + 1,
        data: { name, description, photo: img(`sponsor-${i + 1}`) },
      }),
    );
    add(`login-${template}`, {
      kind: 'login',
      template,
      data: {
        title: fill(t.login.title),
        content: t.login.content,
        photos: [
          { photo: img('login-1'), title: t.banners[0] },
          { photo: img('login-3'), title: t.banners[2] },
        ],
      },
    });
  }
  return entries;
}

/**
 * Inserts the demo content rows not there yet (by seed key), in two steps: first everything without a
 * reference, then the rows whose links name another seeded row (`{main-1}` → that article's id).
 */
export async function seedContent(db: Db, sites: SiteTemplates[]): Promise<void> {
  for (const site of sites) {
    const entries = demoContent(site);
    const refers = (e: SeedEntry) => /\{[\w-]+\}/.test(JSON.stringify(e.data));
    await insert(
      db,
      site.siteId,
      entries.filter((e) => !refers(e)),
    );
    const ids = new Map(
      (
        await db
          .select({ id: contentEntries.id, seedKey: contentEntries.seedKey })
          .from(contentEntries)
          .where(sql`${contentEntries.siteId} = ${site.siteId} and ${contentEntries.seedKey} is not null`)
      ).map((r) => [r.seedKey!, r.id]),
    );
    const resolved = entries.filter(refers).map((e) => ({
      ...e,
      data: JSON.parse(
        JSON.stringify(e.data).replace(/\{([\w-]+)\}/g, (_m, key: string) => String(ids.get(key) ?? 0)),
      ) as Record<string, unknown>,
    }));
    await insert(db, site.siteId, resolved);
  }
}

async function insert(db: Db, siteId: number, entries: SeedEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(contentEntries)
      .values(entries.map(({ seedKey, ...entry }) => ({ ...toContentRow(siteId, entry), seedKey })))
      .onConflictDoNothing();
    await tx
      .insert(contentVersions)
      .values({ siteId, version: 1 })
      .onConflictDoUpdate({ target: contentVersions.siteId, set: { version: sql`${contentVersions.version} + 1` } });
  });
}
