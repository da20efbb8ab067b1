import type { EntryInput } from '../../modules/content/kinds.js';
import type { DemoTexts } from './demo-content-texts.js';

/** A seeded content entry; its seed key finds it again on the next run. */
export type SeedEntry = EntryInput & { seedKey: string };

/** A demo picture drawn by the content module (images.ts). */
export const img = (name: string) => `/content-img/v1/${name}.svg`;

/**
 * One language of the demo content: its locale (null for every language), the tag its seed keys carry
 * (`announcement-zh-1`; none for every language, so the first seeded keys stay what they were) and its texts.
 */
export interface DemoLanguage {
  locale: string | null;
  tag: string;
  texts: DemoTexts;
}

/** The seed key of an entry in a language: the tag goes after the key's first word. */
export const seedKeyIn = (lang: DemoLanguage, key: string) => (lang.tag ? key.replace('-', `-${lang.tag}-`) : key);

/** The demo's marquee announcements and promotion pop-ups in one language. */
export function demoNews(siteName: string, lang: DemoLanguage): SeedEntry[] {
  const entries: SeedEntry[] = [];
  const add = (key: string, entry: EntryInput) =>
    entries.push({ ...entry, locale: lang.locale, seedKey: seedKeyIn(lang, key) });
  const { announcements, bankNotice, bulletins } = lang.texts;
  const shown = [
    [1, 1],
    [1, 1],
    [0, 1],
  ] as const;
  announcements.forEach((content, i) =>
    add(`announcement-${i + 1}`, {
      kind: 'announcement',
      sort: i + 1,
      data: {
        content: content.replaceAll('{site}', siteName),
        display_before_login: shown[i]![0],
        display_after_login: shown[i]![1],
      },
    }),
  );
  add('announcement-bank-1', {
    kind: 'announcement',
    sort: 10,
    data: {
      category: 'bank',
      title: bankNotice[0],
      content: bankNotice[1],
      display_before_login: 0,
      display_after_login: 1,
    },
  });
  (
    [
      ['bulletin-1', bulletins.welcome, 2, 1],
      ['bulletin-2', bulletins.freeSpins, 2, 2],
      ['bulletin-deposit', bulletins.deposit, 3, 1],
    ] as const
  ).forEach(([key, [title, content], location, sort]) =>
    add(key, { kind: 'bulletin', sort, data: { display_content: title, location, content } }),
  );
  return entries;
}
