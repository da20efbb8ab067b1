import { GAME_TYPES } from '@playdeck/contract';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icons';
import { usePromotions } from '../api/pages';
import { ALL_CATEGORY, promotionsIn } from '../lib/promotions';
import { LoadFailed, SkeletonCards } from './content-states';
import { PromotionPeriod } from './promotion-period';

const CATEGORIES = [ALL_CATEGORY, ...Object.values(GAME_TYPES).map((type) => type.name)];
const PANEL_ID = 'promo-panel';

/** /discount: the promotions as cards, filtered by category tab on the client (one call for all tabs). */
export function PromotionList() {
  const [category, setCategory] = useState(ALL_CATEGORY);
  const { data, isPending, isError, refetch } = usePromotions();
  const shown = data ? promotionsIn(data, category) : [];
  return (
    <div className="container page">
      <h1 className="page-title">{t('discount.title')}</h1>
      <div className="tabs" role="tablist" aria-label={t('discount.categories')}>
        {CATEGORIES.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            className="tab"
            aria-selected={category === key}
            aria-controls={PANEL_ID}
            onClick={() => setCategory(key)}
          >
            {key === ALL_CATEGORY ? t('discount.all') : t(`game_type.${key}`)}
          </button>
        ))}
      </div>
      <div id={PANEL_ID} className="section" role="tabpanel" aria-label={t('discount.title')} aria-busy={isPending}>
        {isPending ? (
          <SkeletonCards grid="promo-grid" card="promo-card promo-card--loading" picture="promo-cover" />
        ) : isError ? (
          <div className="card">
            <LoadFailed icon="gift" onRetry={() => void refetch()} />
          </div>
        ) : shown.length === 0 ? (
          <div className="card promo-empty">
            <EmptyState icon="gift" title={t('discount.empty')} description={t('discount.empty_text')} />
          </div>
        ) : (
          <ul className="promo-grid">
            {shown.map((promotion, index) => (
              <li key={promotion.id} className="card promo-card">
                <AppLink to={`/discount/${promotion.id}`} className="promo-card-link">
                  <img
                    className="promo-cover"
                    src={promotion.photo}
                    alt=""
                    width={640}
                    height={360}
                    // The first row is usually on screen at once; the rest wait until scrolled to.
                    loading={index < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  <span className="promo-card-body">
                    <span className="promo-card-title">{promotion.title}</span>
                    {promotion.summary && <span className="promo-card-summary">{promotion.summary}</span>}
                  </span>
                </AppLink>
                <div className="promo-card-foot">
                  <PromotionPeriod promotion={promotion} />
                  <span className="promo-card-more" aria-hidden="true">
                    {t('discount.details')}
                    <Icon name="chevronRight" />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
