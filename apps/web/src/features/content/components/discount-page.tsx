import { GAME_TYPES } from '@playdeck/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icons';
import './content.css';

const CATEGORIES = ['all', ...Object.values(GAME_TYPES).map((type) => type.name)];

/** /discount (promotions by category) and /discount/{id} (one promotion). */
export default function DiscountPage() {
  const { id } = useParams();
  const [category, setCategory] = useState('all');
  if (id) {
    return (
      <div className="container page">
        <Link to="/discount" className="back-link">
          <Icon name="chevronLeft" />
          {t('discount.back')}
        </Link>
        <div className="card promo-detail">
          <EmptyState
            icon="gift"
            title={t('discount.detail_missing')}
            description={t('discount.detail_missing_text')}
          />
        </div>
      </div>
    );
  }
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
            onClick={() => setCategory(key)}
          >
            {key === 'all' ? t('discount.all') : t(`game_type.${key}`)}
          </button>
        ))}
      </div>
      <div className="section promo-grid" role="tabpanel" aria-label={t('discount.title')}>
        <EmptyState icon="gift" title={t('discount.empty')} description={t('discount.empty_text')} />
      </div>
    </div>
  );
}
