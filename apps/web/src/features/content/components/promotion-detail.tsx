import { t } from '../../../shared/i18n/translate';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icons';
import { isNotFound, usePromotion } from '../api/pages';
import { LoadFailed, SkeletonLines } from './content-states';
import { PromotionPeriod } from './promotion-period';
import { RichText } from '../../../shared/ui/rich-text';

function Missing() {
  return (
    <EmptyState icon="gift" title={t('discount.detail_missing')} description={t('discount.detail_missing_text')} />
  );
}

function PromotionBody({ id }: { id: number }) {
  const promotion = usePromotion(id);
  if (promotion.isPending) {
    return (
      <div className="promo-detail-head" aria-hidden="true">
        <span className="promo-detail-cover skeleton" />
        <SkeletonLines lines={3} />
      </div>
    );
  }
  if (promotion.isError) {
    const { error, refetch } = promotion;
    return isNotFound(error) ? <Missing /> : <LoadFailed icon="gift" onRetry={() => void refetch()} />;
  }
  const { data } = promotion;
  return (
    <>
      <header className="promo-detail-head">
        {data.photo && (
          <img className="promo-detail-cover" src={data.photo} alt="" width={640} height={360} decoding="async" />
        )}
        <div className="promo-detail-intro">
          <h1 className="promo-detail-title">{data.title}</h1>
          <PromotionPeriod promotion={data} />
          {data.summary && <p className="promo-detail-summary">{data.summary}</p>}
        </div>
      </header>
      <div className="promo-detail-body">
        <RichText html={data.content} />
      </div>
    </>
  );
}

/** /discount/{id}: one promotion; an id the server does not know shows the "not available" state. */
export function PromotionDetail({ id }: { id: number | undefined }) {
  return (
    <div className="container page">
      <AppLink to="/discount" className="back-link">
        <Icon name="chevronLeft" />
        {t('discount.back')}
      </AppLink>
      <article className="card promo-detail">{id === undefined ? <Missing /> : <PromotionBody id={id} />}</article>
    </div>
  );
}
