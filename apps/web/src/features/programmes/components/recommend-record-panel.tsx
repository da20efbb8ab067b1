import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { useSession } from '../../../shared/stores/session-store';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FRIENDS_PAGE_SIZE, useRecommendRecords } from '../api/recommend-records';
import { useProgrammeUpdates } from '../hooks/use-programme-updates';
import { money } from '../lib/money';
import { AwardList } from './award-list';
import { FriendTable } from './friend-table';
import { Pager } from './pager';
import { ProgrammeFailed, ProgrammeLoading } from './programme-states';
import './programmes.css';

/** The member centre's RecommendRecord: the totals, the friends brought (paged) and the recent awards. */
export default function RecommendRecordPanel() {
  useProgrammeUpdates('referral');
  const [page, setPage] = useState(1);
  const records = useRecommendRecords(page);
  const currency = useSession((s) => s.currency) ?? '';
  if (records.isPending) return <ProgrammeLoading />;
  if (records.isError && !records.data) return <ProgrammeFailed onRetry={() => void records.refetch()} />;
  const { friends, total, awards, award_total: awardTotal } = records.data;
  if (total === 0 && awards.length === 0) {
    return (
      <EmptyState
        icon="userPlus"
        title={t('referral.no_friends')}
        description={t('referral.no_friends_text')}
        action={
          <AppLink className="btn btn--primary btn--sm" to="/user/RecommendProject">
            {t('referral.invite_now')}
          </AppLink>
        }
      />
    );
  }
  return (
    <div className="prog">
      <dl className="prog-totals">
        <div className="prog-total">
          <dt>{t('referral.total_friends')}</dt>
          <dd>{total}</dd>
        </div>
        <div className="prog-total">
          <dt>{t('referral.total_awards')}</dt>
          <dd>{money(awardTotal, currency)}</dd>
        </div>
      </dl>
      <section className="prog-box" aria-labelledby="prog-friends-title">
        <h2 id="prog-friends-title" className="prog-subtitle">
          {t('referral.friends')}
        </h2>
        {friends.length === 0 ? (
          <p className="prog-hint">{t('referral.no_friends')}</p>
        ) : (
          <div className="prog-table-wrap" aria-busy={records.isFetching}>
            <FriendTable friends={friends} currency={currency} />
          </div>
        )}
        <Pager page={page} pages={Math.ceil(total / FRIENDS_PAGE_SIZE)} onPage={setPage} />
      </section>
      <section className="prog-box" aria-labelledby="prog-awards-title">
        <h2 id="prog-awards-title" className="prog-subtitle">
          {t('referral.recent_awards')}
        </h2>
        <AwardList awards={awards} currency={currency} />
      </section>
    </div>
  );
}
