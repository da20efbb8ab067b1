import { Pager as SharedPager } from '../../../shared/ui/table/pager';

const KEYS = { pages: 'agents.pages', previous: 'agents.previous', next: 'agents.next', pageOf: 'agents.page_of' };

/** Previous / "Page 2 of 5" / next under an agent list, in the agent pages' words. */
export function Pager(props: { page: number; pages: number; onPage: (page: number) => void }) {
  return <SharedPager {...props} keys={KEYS} className="agt-pager" textClassName="agt-muted" />;
}
