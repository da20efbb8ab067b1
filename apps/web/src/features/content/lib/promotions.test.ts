import type { PromotionSummary } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { parseContentId, promotionPeriod, promotionsIn } from './promotions';

const promo = (id: number, category: string, sort = id): PromotionSummary => ({
  id,
  title: `promo ${id}`,
  summary: '',
  photo: `/content-img/promo-${id}.svg`,
  category,
  starts_at: null,
  ends_at: null,
  sort,
});

describe('promotionsIn', () => {
  const list = [promo(1, 'slot', 3), promo(2, 'all', 1), promo(3, 'sports', 2), promo(4, 'slot', 4)];

  it('shows everything under all, by sort', () => {
    expect(promotionsIn(list, 'all').map((p) => p.id)).toEqual([2, 3, 1, 4]);
  });

  it('shows a category with its own promotions only, like the call with a category', () => {
    expect(promotionsIn(list, 'slot').map((p) => p.id)).toEqual([1, 4]);
    expect(promotionsIn(list, 'lottery')).toEqual([]);
  });
});

describe('promotionPeriod', () => {
  const day = (value: string) => value.slice(0, 10);

  it('gives the dates there are', () => {
    expect(promotionPeriod({ starts_at: '2026-11-01T00:00:00Z', ends_at: '2026-11-30T00:00:00Z' }, day)).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(promotionPeriod({ starts_at: null, ends_at: '2026-12-31T00:00:00Z' }, day)).toEqual({
      start: undefined,
      end: '2026-12-31',
    });
  });

  it('gives nothing for an always-on promotion', () => {
    expect(promotionPeriod({ starts_at: null, ends_at: null }, day)).toBeUndefined();
  });
});

describe('parseContentId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseContentId('7')).toBe(7);
    expect(parseContentId('0')).toBeUndefined();
    expect(parseContentId('-1')).toBeUndefined();
    expect(parseContentId('1e3')).toBeUndefined();
    expect(parseContentId('abc')).toBeUndefined();
    expect(parseContentId('99999999999')).toBeUndefined();
    expect(parseContentId(undefined)).toBeUndefined();
  });
});
