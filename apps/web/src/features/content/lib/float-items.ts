import type { FloatItem } from '@playdeck/contract';
import { LINK_METHOD_NEW_WINDOW } from '@playdeck/contract';
import type { ContentLink } from '../../../shared/lib/safe-links';
import { classifyLink } from '../../../shared/lib/safe-links';

export interface FloatEntry {
  item: FloatItem;
  link: Exclude<ContentLink, { kind: 'none' }>;
  /** Outer links with link_method 1 open in a new tab; everything else stays in this one. */
  newTab: boolean;
}

/** The float list in the operator's order, without entries whose address cannot be followed safely. */
export function floatEntries(items: readonly FloatItem[]): FloatEntry[] {
  return [...items]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .flatMap((item) => {
      const link = classifyLink(item.url);
      if (link.kind === 'none') return [];
      return [{ item, link, newTab: link.kind === 'outer' && item.link_method === LINK_METHOD_NEW_WINDOW }];
    });
}
