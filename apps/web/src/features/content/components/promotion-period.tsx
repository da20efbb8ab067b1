import type { PromotionSummary } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { Icon } from '../../../shared/ui/icons';
import { promotionPeriod } from '../lib/promotions';

/** Promotions run for whole days in the site's time zone: the date part is enough. */
const day = (value: string) => formatDateTime(value).slice(0, 10);

/** "2026-11-01 – 2026-11-30", "From …", "Until …", or nothing for an always-on promotion. */
export function PromotionPeriod({ promotion }: { promotion: Pick<PromotionSummary, 'starts_at' | 'ends_at'> }) {
  const period = promotionPeriod(promotion, day);
  if (!period) return null;
  const { start, end } = period;
  const text =
    start && end
      ? t('discount.period', { start, end })
      : start
        ? t('discount.period_from', { start })
        : t('discount.period_until', { end: end ?? '' });
  return (
    <p className="promo-period">
      <Icon name="clock" />
      <span>{text}</span>
    </p>
  );
}
