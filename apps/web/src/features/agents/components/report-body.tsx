import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { agentFailure } from '../lib/agent-errors';
import { AgentFailed, AgentLoading } from './agent-states';

/**
 * What a report shows under its filters: loading, a failure (a range the server refuses is said
 * plainly), no rows, or the table.
 */
export function ReportBody<T extends { list: unknown[] }>(props: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { query, children } = props;
  const data = query.data;
  if (query.isPending) return <AgentLoading />;
  if (!data) {
    const failure = agentFailure(query.error);
    if (failure?.key === 'agents.err.range_invalid') {
      return (
        <p className="agt-error" role="alert">
          {t(failure.key)}
        </p>
      );
    }
    return <AgentFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (data.list.length === 0) {
    return (
      <EmptyState compact icon="grid" title={t('agents.report.none')} description={t('agents.report.none_text')} />
    );
  }
  return (
    <div className="agt-table-wrap agt-table-scroll" aria-busy={query.isFetching}>
      {children(data)}
    </div>
  );
}
