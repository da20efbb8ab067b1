import type { Banner, Bulletin, PromotionSummary } from '@playdeck/contract';
import type { ContentKind, KindData } from './kinds.js';
import type { ContentRow } from './repo.js';

// How stored entries become the calls' reply items.

/** A content row with its kind's data typed. */
export interface Entry<K extends ContentKind = ContentKind> extends Omit<ContentRow, 'data'> {
  kind: K;
  data: KindData<K>;
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null) as string;

/** Entries in the visitor's language when there are any, else the ones for every language (never both). */
export function inOneLanguage<E extends { locale: string | null }>(entries: E[], locale: string): E[] {
  const own = entries.filter((e) => e.locale === locale);
  return own.length > 0 ? own : entries.filter((e) => e.locale === null);
}

/** Kinds whose reply item is just the entry's data with its id and sort. */
export function listed<K extends ContentKind>(entries: Entry<K>[]): (KindData<K> & { id: number; sort: number })[] {
  return entries.map((e) => ({ ...e.data, id: e.id, sort: e.sort }));
}

export function toBanner(e: Entry<'banner'>): Banner {
  const d = e.data;
  return {
    id: e.id,
    url: d.photo,
    title: d.title,
    link_type: d.link_type,
    link_url: d.link_type === 2 ? '' : d.link_url,
    link_method: d.link_method,
    game_link_parameter: d.link_type === 2 ? d.game_link_parameter : null,
    sort: e.sort,
  };
}

export function toBulletin(e: Entry<'bulletin'>): Bulletin {
  return {
    id: e.id,
    display_content: e.data.display_content,
    content: e.data.content,
    display_device: e.device as 0 | 1 | 2,
    updated_at: e.updatedAt.toISOString(),
  };
}

export function toPromotionSummary(e: Entry<'promotion'>): PromotionSummary {
  return {
    id: e.id,
    title: e.data.title,
    summary: e.data.summary,
    photo: e.data.photo,
    category: e.data.category,
    starts_at: e.startsAt ? e.startsAt.toISOString() : null,
    ends_at: e.endsAt ? e.endsAt.toISOString() : null,
    sort: e.sort,
  };
}
