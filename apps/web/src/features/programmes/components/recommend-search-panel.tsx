import type { FormEvent } from 'react';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { useSession } from '../../../shared/stores/session-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { TextInput } from '../../../shared/ui/form/text-input';
import { useRecommendSearch } from '../api/recommend-search';
import { useProgrammeUpdates } from '../hooks/use-programme-updates';
import { FriendTable } from './friend-table';
import { ProgrammeFailed, ProgrammeLoading } from './programme-states';
import './programmes.css';

const ACCOUNT_MAX = 32;

/** What the search found for the account asked: its row, or that it is not one of the member's friends. */
function SearchResult({ account }: { account: string }) {
  const search = useRecommendSearch(account);
  const currency = useSession((s) => s.currency) ?? '';
  if (search.isPending) return <ProgrammeLoading />;
  if (search.isError) return <ProgrammeFailed onRetry={() => void search.refetch()} />;
  const { friend } = search.data;
  if (!friend) {
    return (
      <EmptyState
        compact
        icon="search"
        title={t('referral.search_none', { account })}
        description={t('referral.search_none_text')}
      />
    );
  }
  return (
    <section className="prog-box" aria-labelledby="prog-found-title">
      <h2 id="prog-found-title" className="prog-subtitle">
        {t('referral.search_found')}
      </h2>
      <div className="prog-table-wrap" aria-busy={search.isFetching}>
        <FriendTable friends={[friend]} currency={currency} />
      </div>
    </section>
  );
}

/** The member centre's RecommendMemberSearch: is this account one of my friends, and what has it earned me? */
export default function RecommendSearchPanel() {
  useProgrammeUpdates('referral');
  const [draft, setDraft] = useState('');
  const [account, setAccount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = draft.trim();
    setError(wanted ? undefined : t('referral.search_required'));
    if (wanted) setAccount(wanted);
  };
  return (
    <div className="prog">
      <form className="prog-box prog-search" role="search" aria-label={t('referral.search_title')} onSubmit={submit}>
        <p className="prog-hint">{t('referral.search_text')}</p>
        <div className="prog-search-row">
          <TextInput
            label={t('referral.search_label')}
            value={draft}
            onChange={(value) => {
              setDraft(value);
              setError(undefined);
            }}
            maxLength={ACCOUNT_MAX}
            showCount={false}
            error={error}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('referral.search_placeholder')}
          />
          <button type="submit" className="btn btn--primary prog-search-button">
            {t('referral.search_button')}
          </button>
        </div>
      </form>
      {account ? (
        <SearchResult account={account} />
      ) : (
        <EmptyState compact icon="search" title={t('referral.search_idle')} />
      )}
    </div>
  );
}
