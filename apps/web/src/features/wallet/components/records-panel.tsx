import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { usePaymentRecords } from '../api/payment-records';
import type { RecordsFilter } from '../lib/records-filter';
import { NO_FILTER, dateRangeProblem, pageCount, recordsRequest } from '../lib/records-filter';
import { LoadFailed, Loading } from './load-states';
import { RecordTable } from './record-table';
import { RecordsFilters } from './records-filters';
import './payments.css';
import './records.css';

/**
 * The member centre's DWRecord page: deposits and withdrawals filtered by kind, status and dates, 20 a
 * page. The list reloads on member_payment.updated and member_deposit.success (payments runtime).
 */
export default function RecordsPanel() {
  const [filter, setFilter] = useState<RecordsFilter>(NO_FILTER);
  const rangeProblem = dateRangeProblem(filter.start, filter.end);
  // A start after the end asks with the dates left out; the page says why instead of showing that list.
  const records = usePaymentRecords(recordsRequest(rangeProblem ? { ...filter, start: '', end: '' } : filter));
  const total = records.data?.total_count ?? 0;
  const pages = pageCount(total);
  const list = records.data?.list ?? [];

  return (
    <div className="pay-records">
      <RecordsFilters filter={filter} onChange={setFilter} error={rangeProblem ? t('pay.err.date_order') : undefined} />
      {records.isPending ? (
        <Loading />
      ) : records.isError ? (
        <LoadFailed onRetry={() => void records.refetch()} />
      ) : list.length === 0 || rangeProblem ? (
        <EmptyState icon="clock" title={t('pay.no_records')} description={t('pay.no_records_text')} />
      ) : (
        <div className="pay-table-wrap" aria-busy={records.isFetching}>
          <RecordTable records={list} />
        </div>
      )}
      {!rangeProblem && total > 0 && (
        <nav className="pay-pager" aria-label={t('pay.pages')}>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={filter.page <= 1}
            onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
          >
            {t('pay.previous')}
          </button>
          <span className="pay-pager-text">{t('pay.page_of', { page: filter.page, pages, total })}</span>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={filter.page >= pages}
            onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
          >
            {t('pay.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
