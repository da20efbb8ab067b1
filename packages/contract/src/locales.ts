/** Language ids; the numeric id is what the server stores and sends. */
export const LOCALE_IDS = {
  zh_TW: 0,
  zh_CN: 1,
  en_US: 2,
  vi_VN: 3,
  ko_KR: 4,
  ja_JP: 5,
  th_TH: 6,
  hi_IN: 7,
  my_MM: 8,
  ta_IN: 9,
  bn_BD: 10,
} as const;

export type Locale = keyof typeof LOCALE_IDS;
export const LOCALES = Object.keys(LOCALE_IDS) as Locale[];
export const DEFAULT_LOCALE: Locale = 'en_US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALE_IDS, value);
}

/** Country code (ISO 3166 alpha-2, plus TA as the spec lists it) to locale. */
export const COUNTRY_LOCALE: Record<string, Locale> = {
  TW: 'zh_TW',
  CN: 'zh_CN',
  US: 'en_US',
  VN: 'vi_VN',
  LA: 'vi_VN',
  KR: 'ko_KR',
  JP: 'ja_JP',
  TH: 'th_TH',
  IN: 'hi_IN',
  MM: 'my_MM',
  TA: 'ta_IN',
  BD: 'bn_BD',
};

export function localeForCountry(country: string | undefined | null): Locale | undefined {
  return country ? COUNTRY_LOCALE[country.toUpperCase()] : undefined;
}

/** Picks a supported locale from an Accept-Language header (en-US, zh-CN;q=0.8, vi ...). */
export function localeFromAcceptLanguage(header: string | undefined, allowed: readonly Locale[]): Locale | undefined {
  if (!header) return undefined;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.replace('-', '_'), q: q ? Number(q) : 1 };
    })
    .filter((w) => w.tag && !Number.isNaN(w.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = allowed.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const lang = tag.split('_')[0]?.toLowerCase();
    const byLanguage = allowed.find((l) => l.split('_')[0] === lang);
    if (byLanguage) return byLanguage;
  }
  return undefined;
}

export interface LocaleInput {
  /** The locale the address names (`?lang=`), which wins when the site offers it. */
  named?: string | null | undefined;
  /** The i18n_redirected cookie. */
  cookie: string | undefined;
  countryLocale: Locale | null | undefined;
  siteDefault: Locale;
  siteLocales: readonly Locale[];
}

/**
 * The page's locale: the one its address names, then the visitor's choice (cookie), then their country,
 * then the site default (or the site's first locale). The server renders the page in it; the page loads it.
 */
export function chooseLocale({ named, cookie, countryLocale, siteDefault, siteLocales }: LocaleInput): Locale {
  const offered = (l: Locale | null | undefined): l is Locale => !!l && siteLocales.includes(l);
  if (isLocale(named) && offered(named)) return named;
  if (isLocale(cookie) && offered(cookie)) return cookie;
  if (offered(countryLocale)) return countryLocale;
  if (offered(siteDefault)) return siteDefault;
  return siteLocales[0] ?? DEFAULT_LOCALE;
}
