import { MAX_ACTIVITY_AHEAD_MS } from '@playdeck/contract/admin';
import { adminErrors } from '../../lib/admin-error.js';
import { defaultText } from './activity-rules.js';

/** What the admin services need to know of a site. */
export interface ActivitySite {
  currencies: readonly string[];
  locales: readonly string[];
  defaultLocale: string;
}
export type SiteOf = (siteId: number) => Promise<ActivitySite | undefined>;

export const STALE = 'changed by someone else since you opened it: reload and try again';

/** The site of a new drop or wheel, and its currency one of the site's (400 naming the field if not). */
export async function siteWithCurrency(siteOf: SiteOf, siteId: number, currency: string): Promise<ActivitySite> {
  const site = await siteOf(siteId);
  if (!site) throw adminErrors.invalid('site_id', 'no such site');
  if (!site.currencies.includes(currency)) throw adminErrors.invalid('currency', 'not a currency of this site');
  return site;
}

/** Texts per language, each a language of the site; answers them with the default language's text. */
export function siteTexts(site: ActivitySite, texts: Partial<Record<string, string>>, field: string) {
  const kept: Record<string, string> = {};
  for (const [locale, value] of Object.entries(texts)) {
    if (value === undefined) continue;
    if (!site.locales.includes(locale)) throw adminErrors.invalid(`${field}.${locale}`, 'not a language of this site');
    kept[locale] = value;
  }
  return { texts: kept, fallback: defaultText(kept, site.defaultLocale) };
}

/** A window that has not already passed and starts within a year. */
export function checkedWindow(b: { start_at: string; end_at: string }, now = Date.now()) {
  const startAt = new Date(b.start_at);
  const endAt = new Date(b.end_at);
  if (endAt.getTime() <= now) throw adminErrors.invalid('end_at', 'must be in the future');
  if (startAt.getTime() - now > MAX_ACTIVITY_AHEAD_MS) throw adminErrors.invalid('start_at', 'at most a year ahead');
  return { startAt, endAt };
}
