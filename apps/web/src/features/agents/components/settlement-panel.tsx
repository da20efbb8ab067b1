import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { STATEMENTS_PAGE_SIZE, useAgentSettlements } from '../api/agent-settlements';
import { useAgentUpdates } from '../hooks/use-agent-updates';
import { AgentFailed, AgentLoading } from './agent-states';
import { Pager } from './pager';
import { StatementDetail } from './statement-detail';
import { StatementTable } from './statement-table';
import './agents.css';

/** The proxy centre's PerformanceSettlement: each period's commission statement, read line by line. */
export default function SettlementPanel() {
  useAgentUpdates();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const statements = useAgentSettlements(page);
  if (openId !== null) {
    return (
      <div className="agt">
        <StatementDetail id={openId} onBack={() => setOpenId(null)} />
      </div>
    );
  }
  if (statements.isPending) return <AgentLoading />;
  if (statements.isError && !statements.data) {
    return <AgentFailed error={statements.error} onRetry={() => void statements.refetch()} />;
  }
  const { list, total } = statements.data;
  if (total === 0) {
    return (
      <EmptyState icon="trophy" title={t('agents.settlement.none')} description={t('agents.settlement.none_text')} />
    );
  }
  return (
    <div className="agt">
      <section className="agt-box" aria-labelledby="agt-statements-title">
        <h2 id="agt-statements-title" className="agt-subtitle">
          {t('agents.settlement.title')}
        </h2>
        <p className="agt-hint">{t('agents.settlement.text')}</p>
        <div className="agt-table-wrap" aria-busy={statements.isFetching}>
          <StatementTable statements={list} onOpen={setOpenId} />
        </div>
        <Pager page={page} pages={Math.ceil(total / STATEMENTS_PAGE_SIZE)} onPage={setPage} />
      </section>
    </div>
  );
}
