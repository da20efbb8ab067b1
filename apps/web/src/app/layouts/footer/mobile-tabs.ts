import type { MobileFooterItem, MobileFooterTab } from '@playdeck/contract';
import { outerHref } from '../../../shared/lib/safe-links';

export interface TabEntry {
  key: string;
  tab: MobileFooterTab;
  /** A custom link's address. */
  url?: string;
  /** A custom link's operator-given name. */
  label?: string;
}

/** The bar used while the operator's list loads, or when it is empty or cannot be read. */
export const FALLBACK_TABS: TabEntry[] = (['home', 'discount', 'deposit', 'sponsor', 'customerService'] as const).map(
  (tab) => ({ key: tab, tab }),
);

/** More than five tabs would squeeze the labels past reading on a phone. */
export const MAX_TABS = 5;

/** The operator's tabs in order; a custom link without an http(s) address is left out. */
export function tabEntries(items: readonly MobileFooterItem[]): TabEntry[] {
  return [...items]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .filter((item) => item.tab !== 'customLink' || outerHref(item.url) !== undefined)
    .slice(0, MAX_TABS)
    .map((item) =>
      item.tab === 'customLink'
        ? { key: String(item.id), tab: item.tab, url: item.url, label: item.title }
        : { key: String(item.id), tab: item.tab },
    );
}

/** The middle tab of an odd count, which H5_2 raises into a round button; -1 when there is none. */
export const centreIndex = (count: number) => (count % 2 === 1 ? (count - 1) / 2 : -1);
