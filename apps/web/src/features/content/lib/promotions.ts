import type { PromotionSummary } from '@playdeck/contract';

/** The tab that shows every promotion (a promotion filed under 'all' shows only there, as the server does). */
export const ALL_CATEGORY = 'all';

/** Promotions of one tab, in the operator's order. */
export function promotionsIn(list: readonly PromotionSummary[], category: string): PromotionSummary[] {
  const shown = category === ALL_CATEGORY ? list : list.filter((p) => p.category === category);
  return [...shown].sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** The start/end pair of a promotion, or undefined when it has neither (always on). */
export function promotionPeriod(
  promotion: Pick<PromotionSummary, 'starts_at' | 'ends_at'>,
  format: (value: string) => string,
): { start?: string; end?: string } | undefined {
  const start = promotion.starts_at ? format(promotion.starts_at) : undefined;
  const end = promotion.ends_at ? format(promotion.ends_at) : undefined;
  return start || end ? { start, end } : undefined;
}

/** A route id is a positive whole number; anything else is a page that cannot exist. */
export function parseContentId(id: string | undefined): number | undefined {
  if (!id || !/^\d{1,10}$/.test(id)) return undefined;
  const value = Number(id);
  return value > 0 && value <= 2_147_483_647 ? value : undefined;
}
