import type { EntryInput } from '../../modules/content/kinds.js';

/** A seeded content entry; its seed key finds it again on the next run. */
export type SeedEntry = EntryInput & { seedKey: string };

/** A demo picture drawn by the content module (images.ts). */
export const img = (name: string) => `/content-img/v1/${name}.svg`;

/** The demo's marquee announcements and promotion pop-ups, in English and in Simplified Chinese. */
export function demoNews(siteName: string): SeedEntry[] {
  const entries: SeedEntry[] = [];
  const add = (seedKey: string, entry: EntryInput) => entries.push({ ...entry, seedKey });
  const announcements = [
    [`Welcome to ${siteName}! New members get a 100% bonus on their first deposit.`, 1, 1],
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
    [`欢迎来到 ${siteName}！新会员首存即享 100% 奖金。`, 1, 1],
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

  return entries;
}
