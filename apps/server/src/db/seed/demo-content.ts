import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { contentEntries, contentVersions } from '../schema/index.js';
import type { EntryInput } from '../../modules/content/kinds.js';
import { toContentRow } from '../../modules/content/kinds.js';
import { ARTICLES, PROMOTIONS } from './demo-content-texts.js';
import { demoNews, img } from './demo-news.js';
import type { SeedEntry } from './demo-news.js';

interface SiteTemplates {
  siteId: number;
  name: string;
  templateName: string;
  mobileTemplateName: string;
}

const USE_TYPES = [
  [0, 'desktop'],
  [1, 'small'],
  [2, 'mobile'],
] as const;

/** The demo operator's site content: banners, announcements, pop-ups, footers, templates, pages. */
export function demoContent(site: SiteTemplates): SeedEntry[] {
  const entries: SeedEntry[] = [];
  const add = (seedKey: string, entry: EntryInput) => entries.push({ ...entry, seedKey });
  const fill = (s: string) => s.replaceAll('{site}', site.name);

  const bannerLinks = [
    { link_type: 1, link_url: '/discount/{promo-1}' },
    {
      link_type: 2,
      game_link_parameter: { currency: 'USD', gt_id: 2, gp_id: 'GP01', gp_gt_name: 'e_GP01', customized: '' },
    },
    { link_type: 0, link_url: 'https://www.begambleaware.org/', link_method: 1 },
    { link_type: 1, link_url: '/sponsor' },
  ] as const;
  const titles = ['100% Welcome Bonus', 'Lucky Reels Jackpot', 'Live Casino Cashback', 'Official Sponsor'];
  bannerLinks.forEach((link, i) => {
    for (const [useType, size] of USE_TYPES) {
      add(`banner-${i + 1}-${size}`, {
        kind: 'banner',
        device: useType === 2 ? 2 : 1,
        sort: i + 1,
        data: { use_type: useType, photo: img(`banner-${i + 1}-${size}`), title: titles[i], ...link },
      });
    }
  });

  entries.push(...demoNews(site.name));

  // The article ids are known only once inserted; footer links refer to them through seed keys.
  ARTICLES.main.forEach(([title, content], i) =>
    add(`main-${i + 1}`, {
      kind: 'article',
      sort: i + 1,
      data: { article_kind: 'main', title, content: fill(content) },
    }),
  );
  ARTICLES.faq.forEach(([title, content], i) =>
    add(`faq-${i + 1}`, { kind: 'article', sort: i + 1, data: { article_kind: 'faq', title, content } }),
  );
  PROMOTIONS.forEach(([title, summary, category, content], i) =>
    add(`promo-${i + 1}`, {
      kind: 'promotion',
      sort: i + 1,
      data: { title, summary, category, content, photo: img(`promo-${i + 1}`) },
    }),
  );

  ['main-1', 'main-2', 'main-3', 'main-4'].forEach((ref, i) =>
    add(`footer-about-${i + 1}`, {
      kind: 'footer',
      sort: i + 1,
      data: { title: ARTICLES.main[i]![0], url: `/main/{${ref}}`, group: 'about' },
    }),
  );
  ['faq-1', 'faq-2', 'faq-3'].forEach((ref, i) =>
    add(`footer-help-${i + 1}`, {
      kind: 'footer',
      sort: 10 + i,
      data: { title: ARTICLES.faq[i]![0], url: `/faq/{${ref}}`, group: 'help' },
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

  (['home', 'discount', 'deposit', 'letter', 'customerService'] as const).forEach((tab, i) =>
    add(`mobile-footer-${tab}`, {
      kind: 'mobile_footer',
      template: site.mobileTemplateName,
      sort: i + 1,
      data: { tab },
    }),
  );

  add('float-service', {
    kind: 'float',
    sort: 1,
    data: { title: 'Live chat', icon: img('float-service'), url: '/faq', link_method: 0 },
  });
  add('float-telegram', {
    kind: 'float',
    sort: 2,
    data: { title: 'Telegram', icon: img('float-telegram'), url: 'https://t.me/', link_method: 1 },
  });
  add('float-app', {
    kind: 'float',
    sort: 3,
    data: { title: 'Get the app', icon: img('float-app'), url: '/app', link_method: 0 },
  });

  for (const template of [site.templateName, site.mobileTemplateName]) {
    [
      ['/app', 0],
      ['/discount', 0],
      ['/discount/{promo-3}', 0],
    ].forEach(([url, method], i) =>
      add(`ad-${template}-${i + 1}`, {
        kind: 'ad',
        template,
        sort: i + 1,
        data: {
          title: ['Get the app', 'Invite friends', 'VIP Club'][i],
          photo: img(`ad-${i + 1}`),
          url,
          link_method: method,
        },
      }),
    );
    [
      ['Harbour City FC', 'Our main partner since 2024: shirt sponsor and official betting partner.'],
      ['Apex Racing', 'Team sponsor of the Apex endurance racing team.'],
      ['Northern Esports', 'Official betting partner of the Northern Esports league.'],
    ].forEach(([name, description], i) =>
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
        title: `Welcome back to ${site.name}`,
        content: "<p>Log in to claim today's promotions, play with your balance and read your letters.</p>",
        photos: [
          { photo: img('login-1'), title: '100% Welcome Bonus' },
          { photo: img('login-3'), title: 'Live Casino Cashback' },
        ],
      },
    });
  }
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
