import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { contentEntries, contentVersions } from '../schema/index.js';
import type { EntryInput } from '../../modules/content/kinds.js';
import { toContentRow } from '../../modules/content/kinds.js';

type SeedEntry = EntryInput & { seedKey: string };

interface SiteTemplates {
  siteId: number;
  name: string;
  templateName: string;
  mobileTemplateName: string;
}

const img = (name: string) => `/content-img/v1/${name}.svg`;
const USE_TYPES = [
  [0, 'desktop'],
  [1, 'small'],
  [2, 'mobile'],
] as const;

const ARTICLES = {
  main: [
    [
      'About us',
      '<h2>Who we are</h2><p>{site} is a licensed online entertainment site offering slots, live casino, sports and lottery from leading providers.</p><p>Our support team is available around the clock.</p>',
    ],
    [
      'Terms and conditions',
      '<h2>1. Accounts</h2><p>One account per person. You must be of legal age in your country.</p><h2>2. Deposits and withdrawals</h2><p>Funds are credited once the payment is confirmed. Withdrawals go to an account in your own name.</p><h2>3. Bonuses</h2><p>Each promotion states its own rollover and time limit.</p>',
    ],
    [
      'Privacy policy',
      '<p>We keep only the data needed to run your account and pay your winnings. We never sell personal data.</p><ul><li>Account and contact details</li><li>Payment records required by law</li><li>Technical logs for security</li></ul>',
    ],
    [
      'Responsible gaming',
      '<p>Play for fun, and only with money you can afford to lose.</p><ul><li>Set deposit limits in your account</li><li>Take a break or self-exclude at any time through customer service</li></ul><p>If gaming stops being fun, ask for help.</p>',
    ],
  ],
  faq: [
    [
      'How do I register?',
      '<p>Tap <strong>Sign up</strong>, fill in your account name (6 to 12 letters or digits) and password, choose your currency and submit.</p>',
    ],
    [
      'How long does a deposit take?',
      '<p>Most deposits arrive within a minute. Bank transfers can take up to 30 minutes.</p>',
    ],
    [
      'How do I withdraw?',
      '<p>Open <em>Member centre → Withdrawal</em>, choose the amount and your bound account. Withdrawals are reviewed within 15 minutes.</p>',
    ],
    [
      'Why did a game not open?',
      '<p>Your browser may block pop-up windows. Allow pop-ups for this site, or the provider may be under maintenance: the site shows when it ends.</p>',
    ],
    [
      'How do I bring my balance back from a game?',
      '<p>Use the one-click balance-back button in your wallet. It brings every game balance back to your main wallet.</p>',
    ],
  ],
} as const;

const PROMOTIONS = [
  [
    'Welcome bonus 100%',
    'Double your first deposit up to 500.',
    'all',
    '<h2>How it works</h2><ol><li>Register and make your first deposit of at least 20.</li><li>The bonus is credited at once.</li><li>Turn over deposit and bonus 10 times within 30 days.</li></ol><table><tr><th>Deposit</th><th>Bonus</th></tr><tr><td>20 – 99</td><td>100%</td></tr><tr><td>100 – 500</td><td>100%, up to 500</td></tr></table>',
  ],
  [
    'Friday free spins',
    '50 free spins on the featured slot every Friday.',
    'slot',
    '<p>Deposit 50 or more on a Friday and receive 50 free spins on the featured slot of the week.</p><p>Winnings from free spins have a 5x rollover.</p>',
  ],
  [
    'Live casino cashback 10%',
    'Get 10% of your weekly net loss back.',
    'live_casino',
    "<p>Every Monday we pay back 10% of the previous week's net loss on live casino tables, up to 1,000.</p>",
  ],
  [
    'Accumulator boost',
    'Up to 50% extra on winning accumulators.',
    'sports',
    '<p>Place an accumulator of 4 or more selections at odds of 1.5 or higher each. The boost grows with every selection, up to 50%.</p>',
  ],
  [
    'Hourly lottery draw',
    'A prize draw every hour for active players.',
    'lottery',
    '<p>Every bet of 10 or more in the lottery hall gives one ticket in the next hourly draw.</p>',
  ],
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

  const announcements = [
    [`Welcome to ${site.name}! New members get a 100% bonus on their first deposit.`, 1, 1],
    ['Scheduled maintenance of provider GP12 until further notice; other games are not affected.', 1, 1],
    ['Your weekly live casino cashback is paid every Monday at 12:00.', 0, 1],
  ] as const;
  announcements.forEach(([content, before, after], i) =>
    add(`announcement-${i + 1}`, {
      kind: 'announcement',
      sort: i + 1,
      data: { content, display_before_login: before, display_after_login: after },
    }),
  );

  add('bulletin-1', {
    kind: 'bulletin',
    sort: 1,
    data: {
      display_content: 'Welcome bonus 100%',
      location: 2,
      content: `<p><img src="${img('promo-1')}" alt="Welcome bonus" width="800" height="450"></p><p>Make your first deposit today and we double it, up to <strong>500</strong>.</p><p><a href="/discount">See all promotions</a></p>`,
    },
  });
  add('bulletin-2', {
    kind: 'bulletin',
    sort: 2,
    data: {
      display_content: 'Friday free spins',
      location: 2,
      content: '<p>Every Friday: deposit 50 or more and get <strong>50 free spins</strong> on the featured slot.</p>',
    },
  });
  add('bulletin-deposit', {
    kind: 'bulletin',
    sort: 1,
    data: {
      display_content: 'Deposit tips',
      location: 3,
      content:
        '<p>Use an account in your own name. Deposits usually arrive within a minute; keep the receipt until they do.</p>',
    },
  });
  // The same news in Simplified Chinese: a zh_CN visitor gets these instead of the English ones.
  const zhAnnouncements = [
    [`欢迎来到 ${site.name}！新会员首存即享 100% 奖金。`, 1, 1],
    ['游戏平台 GP12 正在维护中，其他游戏不受影响。', 1, 1],
    ['每周真人娱乐返水于每周一 12:00 发放。', 0, 1],
  ] as const;
  zhAnnouncements.forEach(([content, before, after], i) =>
    add(`announcement-zh-${i + 1}`, {
      kind: 'announcement',
      locale: 'zh_CN',
      sort: i + 1,
      data: { content, display_before_login: before, display_after_login: after },
    }),
  );
  add('bulletin-zh-1', {
    kind: 'bulletin',
    locale: 'zh_CN',
    sort: 1,
    data: {
      display_content: '首存 100% 奖金',
      location: 2,
      content: `<p><img src="${img('promo-1')}" alt="首存奖金" width="800" height="450"></p><p>今天首次存款，我们加倍奉送，最高 <strong>500</strong>。</p><p><a href="/discount">查看全部优惠</a></p>`,
    },
  });
  add('bulletin-zh-2', {
    kind: 'bulletin',
    locale: 'zh_CN',
    sort: 2,
    data: {
      display_content: '周五免费旋转',
      location: 2,
      content: '<p>每周五存款 50 或以上，即送精选老虎机 <strong>50 次免费旋转</strong>。</p>',
    },
  });
  add('bulletin-zh-deposit', {
    kind: 'bulletin',
    locale: 'zh_CN',
    sort: 1,
    data: {
      display_content: '存款提示',
      location: 3,
      content: '<p>请使用本人名下的账户存款。存款通常一分钟内到账，到账前请保留凭证。</p>',
    },
  });
  add('bulletin-setting-2', { kind: 'bulletin_setting', data: { location: 2, display_frequency: 1 } });
  add('bulletin-setting-3', { kind: 'bulletin_setting', data: { location: 3, display_frequency: 1 } });

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
