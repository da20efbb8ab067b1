import type { FooterItem } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { footerGroupKey, groupFooterItems } from './footer-groups';

const item = (id: number, group: string, sort: number): FooterItem => ({
  id,
  title: `item ${id}`,
  url: `/main/${id}`,
  group,
  sort,
});

describe('groupFooterItems', () => {
  it('puts about, help and partners first, then other groups in the order they appear', () => {
    const groups = groupFooterItems([
      item(1, 'Licences', 1),
      item(2, 'partners', 2),
      item(3, 'help', 3),
      item(4, 'about', 4),
      item(5, 'Social', 5),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['about', 'help', 'partners', 'Licences', 'Social']);
  });

  it('orders the items of a column by sort, then id', () => {
    const [about] = groupFooterItems([item(9, 'about', 2), item(4, 'about', 1), item(3, 'about', 2)]);
    expect(about?.items.map((i) => i.id)).toEqual([4, 3, 9]);
  });

  it('files an item without a group under about, and gives no columns for no items', () => {
    expect(groupFooterItems([item(1, ' ', 1)])).toEqual([{ name: 'about', items: [item(1, ' ', 1)] }]);
    expect(groupFooterItems([])).toEqual([]);
  });
});

describe('footerGroupKey', () => {
  it('translates the known groups only', () => {
    expect(footerGroupKey('about')).toBe('footer.group_about');
    expect(footerGroupKey('Partners')).toBe('footer.group_partners');
    expect(footerGroupKey('Social')).toBeUndefined();
  });
});
