import { Pager } from '../../../shared/ui/table/pager';
import { BET_RECORDS_PAGE_SIZE } from '../api/bet-records';

const KEYS = { pages: 'history.pages', previous: 'history.previous', next: 'history.next', pageOf: 'history.page_of' };

/** Previous and next page of the rounds, with where the member is. */
export function BetPager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / BET_RECORDS_PAGE_SIZE));
  return (
    <Pager
      page={page}
      pages={pages}
      onPage={onPage}
      keys={KEYS}
      className="hist-pager"
      textClassName="hist-pager-text"
    />
  );
}
