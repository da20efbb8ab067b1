import { DOWNLINE_KIND_LIST } from '../lib/contract-values';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useMemberLayout } from '../../../shared/api/member/get-member-layout';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { TextInput } from '../../../shared/ui/form/text-input';
import type { DownlineQuery } from '../api/agent-downline';
import { DOWNLINE_PAGE_SIZE, useAgentDownline } from '../api/agent-downline';
import { useAgentUpdates } from '../hooks/use-agent-updates';
import { AgentFailed, AgentLoading } from './agent-states';
import { DownlineTable } from './downline-table';
import { Pager } from './pager';
import '../../../shared/ui/form/form.css';
import './agents.css';

type Kind = DownlineQuery['kind'];
const FIRST: DownlineQuery = { page: 1, kind: 'all', account: '' };

/** The start of an account and the kind (members, sub-agents or both); a search goes back to page 1. */
function DownlineSearch({ query, onSearch }: { query: DownlineQuery; onSearch: (query: DownlineQuery) => void }) {
  const [draft, setDraft] = useState(query.account);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...query, page: 1, account: draft.trim() });
  };
  return (
    <form className="agt-box agt-filters" role="search" aria-label={t('agents.downline.search')} onSubmit={submit}>
      <TextInput
        label={t('agents.downline.account')}
        value={draft}
        onChange={setDraft}
        maxLength={64}
        showCount={false}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('agents.downline.account_placeholder')}
      />
      <label className="agt-filter">
        <span className="field-label">{t('agents.downline.kind')}</span>
        <select
          className="agt-select"
          value={query.kind}
          onChange={(event) => onSearch({ ...query, page: 1, account: draft.trim(), kind: event.target.value as Kind })}
        >
          {DOWNLINE_KIND_LIST.map((kind) => (
            <option key={kind} value={kind}>
              {t(`agents.kind.${kind}_plural`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn--primary agt-filter-button">
        {t('agents.downline.search_button')}
      </button>
    </form>
  );
}

/** The proxy centre's DownlineInfo: the agent's members and sub-agents, searchable and paged. */
export default function DownlinePanel() {
  useAgentUpdates();
  const [query, setQuery] = useState(FIRST);
  const downline = useAgentDownline(query);
  const currency = useMemberLayout().data?.member_currency ?? '';
  const filtered = query.account !== '' || query.kind !== 'all';
  let body;
  if (downline.isPending) body = <AgentLoading />;
  else if (downline.isError && !downline.data) {
    body = <AgentFailed error={downline.error} onRetry={() => void downline.refetch()} />;
  } else if (downline.data.list.length === 0) {
    body = filtered ? (
      <EmptyState
        compact
        icon="search"
        title={t('agents.downline.no_match')}
        description={t('agents.downline.no_match_text')}
      />
    ) : (
      <EmptyState icon="user" title={t('agents.downline.none')} description={t('agents.downline.none_text')} />
    );
  } else {
    const { list, total } = downline.data;
    body = (
      <>
        <p className="agt-hint">{t('agents.downline.total', { total })}</p>
        <div className="agt-table-wrap" aria-busy={downline.isFetching}>
          <DownlineTable members={list} currency={currency} />
        </div>
        <Pager
          page={query.page}
          pages={Math.ceil(total / DOWNLINE_PAGE_SIZE)}
          onPage={(page) => setQuery((old) => ({ ...old, page }))}
        />
      </>
    );
  }
  return (
    <div className="agt">
      <DownlineSearch query={query} onSearch={setQuery} />
      <section className="agt-box" aria-label={t('agents.downline.list')}>
        {body}
      </section>
    </div>
  );
}
