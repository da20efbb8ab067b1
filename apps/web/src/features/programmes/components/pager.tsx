import { Pager as SharedPager } from '../../../shared/ui/table/pager';

const KEYS = { pages: 'prog.pages', previous: 'prog.previous', next: 'prog.next', pageOf: 'prog.page_of' };

/** Previous / "Page 2 of 5" / next under a programme list, in the programme pages' words. */
export function Pager(props: { page: number; pages: number; onPage: (page: number) => void }) {
  return <SharedPager {...props} keys={KEYS} className="prog-pager" textClassName="prog-muted" />;
}
