import { useMemo, useState } from 'react';
import { queryClient } from '../../../shared/api/query-client';
import { t } from '../../../shared/i18n/translate';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';
import { useSession } from '../../../shared/stores/session-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { historyKey } from '../api/history-keys';
import { useSiteProviders } from '../api/site-providers';
import type { TransactionsFilter } from '../api/transactions';
import { useTransactions } from '../api/transactions';
import { isDay, rangeProblem } from '../lib/history-dates';
import { LoadFailed, Loading } from './load-states';
import type { TransactionsFilterState } from './transaction-filters';
import { ALL_TRANSACTIONS, TransactionFilters } from './transaction-filters';
import { TransactionTable } from './transaction-table';

/** The request for a filter: empty choices are left out; a reversed range asks without its dates. */
function requestOf(filter: TransactionsFilterState, reversed: boolean): TransactionsFilter {
  return {
    ...(filter.group ? { group: filter.group } : {}),
    ...(!reversed && isDay(filter.start) ? { start_date: filter.start } : {}),
    ...(!reversed && isDay(filter.end) ? { end_date: filter.end } : {}),
  };
}

/** The ledger tab: newest first, 20 at a time with "Load more"; a balance change pushed reloads it. */
export function TransactionsTab() {
  const [filter, setFilter] = useState<TransactionsFilterState>(ALL_TRANSACTIONS);
  const reversed = rangeProblem(filter.start, filter.end) !== null;
  const list = useTransactions(requestOf(filter, reversed));
  const providers = useSiteProviders();
  const names = useMemo(() => new Map((providers.data ?? []).map((p) => [p.gpId, p.name])), [providers.data]);
  const currency = useSession((s) => s.currency);
  const memberId = useSession((s) => s.memberId);
  useRealtimeEvent('member.cash', () => {
    void queryClient.invalidateQueries({ queryKey: [...historyKey(memberId), 'transactions'] });
  });
  const rows = list.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <div className="hist-tab">
      <TransactionFilters
        filter={filter}
        onChange={setFilter}
        error={reversed ? t('history.err.date_order') : undefined}
      />
      {list.isPending ? (
        <Loading />
      ) : list.isError && !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : rows.length === 0 || reversed ? (
        <EmptyState icon="clock" title={t('history.empty')} description={t('history.empty_text')} />
      ) : (
        <>
          <div className="hist-table-wrap" aria-busy={list.isFetching && !list.isFetchingNextPage}>
            <TransactionTable rows={rows} currency={currency ?? ''} providers={names} />
          </div>
          {list.isFetchNextPageError && (
            <p className="hist-failed" role="alert">
              {t('history.load_failed')}
            </p>
          )}
          {list.hasNextPage ? (
            <button
              type="button"
              className="btn btn--outline btn--sm hist-more"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t('loading') : t('history.load_more')}
            </button>
          ) : (
            <p className="hist-end">{t('history.end')}</p>
          )}
        </>
      )}
    </div>
  );
}
