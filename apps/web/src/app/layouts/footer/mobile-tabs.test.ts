import type { MobileFooterItem } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { MAX_TABS, centreIndex, tabEntries } from './mobile-tabs';

const tab = (id: number, kind: MobileFooterItem['tab'], url = '', sort = id): MobileFooterItem => ({
  id,
  tab: kind,
  title: `tab ${id}`,
  url,
  sort,
});

describe('tabEntries', () => {
  it('keeps the operator order and names custom links by their title', () => {
    expect(tabEntries([tab(1, 'home', '', 2), tab(2, 'customLink', 'https://t.me/x', 1)])).toEqual([
      { key: '2', tab: 'customLink', url: 'https://t.me/x', label: 'tab 2' },
      { key: '1', tab: 'home' },
    ]);
  });

  it('leaves out custom links that are not http(s)', () => {
    const entries = tabEntries([
      tab(1, 'customLink', 'javascript:alert(1)'),
      tab(2, 'customLink', '/faq'),
      tab(3, 'letter'),
    ]);
    expect(entries.map((e) => e.tab)).toEqual(['letter']);
  });

  it('keeps at most five tabs', () => {
    const kinds = ['home', 'discount', 'deposit', 'letter', 'customerService', 'wallet'] as const;
    expect(tabEntries(kinds.map((kind, i) => tab(i + 1, kind)))).toHaveLength(MAX_TABS);
  });
});

describe('centreIndex', () => {
  it('is the middle of an odd count only', () => {
    expect(centreIndex(5)).toBe(2);
    expect(centreIndex(3)).toBe(1);
    expect(centreIndex(4)).toBe(-1);
  });
});
