import { htmlLang } from '../i18n/i18n-provider';

const names = new Map<string, Intl.DisplayNames | null>();

function displayNames(consoleLocale: string): Intl.DisplayNames | null {
  if (!names.has(consoleLocale)) {
    try {
      names.set(
        consoleLocale,
        new Intl.DisplayNames([htmlLang(consoleLocale)], { type: 'language', languageDisplay: 'standard' }),
      );
    } catch {
      names.set(consoleLocale, null);
    }
  }
  return names.get(consoleLocale) ?? null;
}

/** A site locale in the console's language: "Chinese (China)", "中文（中国）" (its id when unknown). */
export function localeName(locale: string, consoleLocale: string): string {
  return displayNames(consoleLocale)?.of(locale.replace('_', '-')) ?? locale;
}

/** The same with its id, where the operator chooses one: "Chinese (China) · zh_CN". */
export function localeLabel(locale: string, consoleLocale: string): string {
  const name = localeName(locale, consoleLocale);
  return name !== locale ? `${name} · ${locale}` : locale;
}
