import type { FooterItem } from '@playdeck/contract';

export interface FooterGroup {
  name: string;
  items: FooterItem[];
}

/** The groups seeded and documented by the back office come first, in this order; others follow as met. */
const KNOWN_ORDER = ['about', 'help', 'partners'];

/** Footer items as columns: grouped by `group`, each column and its items ordered by `sort`. */
export function groupFooterItems(items: readonly FooterItem[]): FooterGroup[] {
  const sorted = [...items].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const groups = new Map<string, FooterItem[]>();
  for (const item of sorted) {
    const name = item.group.trim() || 'about';
    const list = groups.get(name);
    if (list) list.push(item);
    else groups.set(name, [item]);
  }
  const rank = (name: string) => {
    const index = KNOWN_ORDER.indexOf(name.toLowerCase());
    return index === -1 ? KNOWN_ORDER.length : index;
  };
  // Array.prototype.sort is stable, so unknown groups keep the order of their first item.
  return [...groups].map(([name, list]) => ({ name, items: list })).sort((a, b) => rank(a.name) - rank(b.name));
}

/** The message key of a known group's heading, or undefined when the name is shown as the operator wrote it. */
export function footerGroupKey(name: string): string | undefined {
  const known = name.toLowerCase();
  return KNOWN_ORDER.includes(known) ? `footer.group_${known}` : undefined;
}
