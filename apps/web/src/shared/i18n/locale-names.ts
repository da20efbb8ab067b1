import type { Locale } from '@playdeck/contract';

/**
 * Each language's own name (endonym): a visitor must recognise their language in the switcher whatever
 * language the page is currently in, so these are the same in every catalog and live here.
 */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  zh_TW: '繁體中文',
  zh_CN: '简体中文',
  en_US: 'English',
  vi_VN: 'Tiếng Việt',
  ko_KR: '한국어',
  ja_JP: '日本語',
  th_TH: 'ไทย',
  hi_IN: 'हिन्दी',
  my_MM: 'မြန်မာ',
  ta_IN: 'தமிழ்',
  bn_BD: 'বাংলা',
};

/** A two-character label for tight spaces (mobile headers); Chinese uses 简/繁 so the two stay apart. */
export const LOCALE_SHORT_NAMES: Record<Locale, string> = {
  zh_TW: '繁',
  zh_CN: '简',
  en_US: 'EN',
  vi_VN: 'VI',
  ko_KR: 'KO',
  ja_JP: 'JA',
  th_TH: 'TH',
  hi_IN: 'HI',
  my_MM: 'MY',
  ta_IN: 'TA',
  bn_BD: 'BN',
};
