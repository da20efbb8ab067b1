import type { FloatItem } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { floatEntries } from './float-items';

const item = (id: number, url: string, link_method: 0 | 1, sort = id): FloatItem => ({
  id,
  title: `float ${id}`,
  icon: `/content-img/float-${id}.svg`,
  url,
  link_method,
  sort,
});

describe('floatEntries', () => {
  it('opens outer links in a new tab only for link_method 1, and site paths in-app', () => {
    const entries = floatEntries([
      item(1, 'https://t.me/playdeck', 1),
      item(2, 'https://help.example.com', 0),
      item(3, '/app', 1),
    ]);
    expect(entries.map((e) => [e.item.id, e.link, e.newTab])).toEqual([
      [1, { kind: 'outer', href: 'https://t.me/playdeck' }, true],
      [2, { kind: 'outer', href: 'https://help.example.com/' }, false],
      [3, { kind: 'inner', path: '/app' }, false],
    ]);
  });

  it('drops unsafe addresses and keeps the operator order', () => {
    const entries = floatEntries([item(1, 'javascript:alert(1)', 1), item(2, '/faq', 0, 9), item(3, '/app', 0, 1)]);
    expect(entries.map((e) => e.item.id)).toEqual([3, 2]);
  });
});
