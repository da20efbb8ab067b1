import { CURRENCIES, LOCALES } from '@playdeck/contract';
import { COUNTRY_CODES, DESKTOP_TEMPLATES, MOBILE_TEMPLATES, ROUTE_RULE_STATUSES } from '@playdeck/contract/admin';

const idName = (id: string) => ({ id, name: id });

export const desktopTemplateChoices = DESKTOP_TEMPLATES.map(idName);
export const mobileTemplateChoices = MOBILE_TEMPLATES.map(idName);
export const currencyChoices = CURRENCIES.map(idName);
export const statusChoices = ROUTE_RULE_STATUSES.map((status) => ({ id: status, name: `app.sites.status.${status}` }));

/** A locale id with the language's own name ("vi_VN · Tiếng Việt"). */
export function localeLabel(locale: string): string {
  try {
    const tag = locale.replace('_', '-');
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name ? `${locale} · ${name}` : locale;
  } catch {
    return locale;
  }
}
export const localeChoices = LOCALES.map((id) => ({ id, name: localeLabel(id) }));

/** Countries named in the console's language; the code stays visible, as the edge sends it. */
export function countryChoices(consoleLocale: string) {
  const names = new Intl.DisplayNames([consoleLocale === 'zh' ? 'zh-CN' : 'en'], { type: 'region' });
  return COUNTRY_CODES.map((id) => ({ id, name: `${id} · ${names.of(id) ?? id}` }));
}

/** Every IANA zone the browser knows, UTC first (the server checks the name with the same Intl data). */
export const timeZoneChoices = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')].map(
  idName,
);
