import { GAME_CODES } from '@playdeck/contract';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { t } from '../../../shared/i18n/translate';
import { useSession } from '../../../shared/stores/session-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { BET_RECORDS_PAGE_SIZE, useBetRecords } from '../api/bet-records';
import { useSiteProviders } from '../api/site-providers';
import { BET_RANGE_MAX_DAYS, isDay, lastDays, rangeProblem } from '../lib/history-dates';
import { difference } from '../../../shared/lib/amount-text';
import type { BetFilterState } from './bet-filters';
import { BetFilters } from './bet-filters';
import { BetPager } from './bet-pager';
import { BetSums, BetTable } from './bet-table';
import { LoadFailed, Loading } from './load-states';

/** What a failed bet-history call says: the provider did not answer, or is not the site's. */
function failureText(error: Error | null): string {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === GAME_CODES.providerUnavailable) return t('history.err.provider_unavailable');
  if (code === GAME_CODES.notFound) return t('history.err.no_provider');
  return t('history.load_failed');
}

/** The bet-history tab: one provider's rounds over at most 31 days (the last 7 at first), with the sums. */
export function BetHistoryTab() {
  const providers = useSiteProviders();
  const currency = useSession((s) => s.currency) ?? '';
  const [filter, setFilter] = useState<BetFilterState>(() => ({ gpId: '', ...lastDays(7), page: 1 }));
  const gpId = filter.gpId || providers.data?.[0]?.gpId || '';
  const problem = rangeProblem(filter.start, filter.end, BET_RANGE_MAX_DAYS);
  const ready = gpId !== '' && problem === null && isDay(filter.start) && isDay(filter.end);
  const bets = useBetRecords(
    ready
      ? { gp_id: gpId, start_date: filter.start, end_date: filter.end, page: filter.page, count: BET_RECORDS_PAGE_SIZE }
      : null,
  );
  const error =
    problem === 'order'
      ? t('history.err.date_order')
      : problem && t('history.err.range_too_long', { days: BET_RANGE_MAX_DAYS });

  if (providers.isPending) return <Loading />;
  if (providers.isError) return <LoadFailed onRetry={() => void providers.refetch()} />;
  return (
    <div className="hist-tab">
      <BetFilters
        filter={{ ...filter, gpId }}
        providers={providers.data}
        onChange={setFilter}
        error={error || undefined}
      />
      {!ready ? (
        <EmptyState icon="clock" title={t('history.bets_choose')} />
      ) : bets.isPending ? (
        <Loading />
      ) : bets.isError ? (
        <LoadFailed message={failureText(bets.error)} onRetry={() => void bets.refetch()} />
      ) : bets.data.total === 0 ? (
        <EmptyState icon="slot" title={t('history.bets_empty')} description={t('history.bets_empty_text')} />
      ) : (
        <>
          <BetSums
            reply={bets.data}
            currency={currency}
            net={difference(bets.data.total_payout, bets.data.total_bet, currency)}
          />
          <div className="hist-table-wrap" aria-busy={bets.isFetching}>
            <BetTable rounds={bets.data.list} currency={currency} />
          </div>
          <BetPager
            page={filter.page}
            total={bets.data.total}
            onPage={(page) => setFilter({ ...filter, gpId, page })}
          />
        </>
      )}
    </div>
  );
}
