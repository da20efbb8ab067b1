import type { AgentStatement } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { useAgentSettlement } from '../api/agent-settlement';
import { agentFailure } from '../lib/agent-errors';
import { lineView } from '../lib/statement-lines';
import { AgentFailed, AgentLoading } from './agent-states';
import { StatementPeriod } from './statement-period';

/** The statement's lines, each with its label, how it was reached and its figure. */
function StatementLines({ statement }: { statement: AgentStatement }) {
  return (
    <table className="agt-lines">
      <caption className="visually-hidden">{t('agents.settlement.lines')}</caption>
      <tbody>
        {statement.lines.map((line, index) => {
          const view = lineView(line, statement.currency);
          return (
            <tr
              key={`${line.key}-${index}`}
              className={`agt-line${view.total ? ' agt-line--total' : ''}${line.key === 'commission' ? ' agt-line--result' : ''}`}
            >
              <th scope="row">
                {'key' in view.label ? t(view.label.key) : view.label.text}
                {view.note && <span className="agt-line-note">{view.note}</span>}
              </th>
              <td>{view.value}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One statement read line by line, with its plan and status; Back returns to the list. */
export function StatementDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const statement = useAgentSettlement(id);
  const back = (
    <button type="button" className="btn btn--ghost btn--sm agt-back" onClick={onBack}>
      ← {t('agents.settlement.back')}
    </button>
  );
  if (statement.isPending)
    return (
      <section className="agt-box">
        {back}
        <AgentLoading />
      </section>
    );
  if (statement.isError) {
    const missing = agentFailure(statement.error)?.key === 'agents.err.statement_not_found';
    return (
      <section className="agt-box">
        {back}
        {missing ? (
          <p className="agt-error" role="alert">
            {t('agents.err.statement_not_found')}
          </p>
        ) : (
          <AgentFailed error={statement.error} onRetry={() => void statement.refetch()} />
        )}
      </section>
    );
  }
  const data = statement.data;
  return (
    <section className="agt-box" aria-labelledby="agt-statement-title">
      {back}
      <div className="agt-statement-head">
        <h2 id="agt-statement-title" className="agt-subtitle">
          <StatementPeriod start={data.period_start} end={data.period_end} />
        </h2>
        <span className={`agt-chip agt-chip--${data.status}`}>{t(`agents.statement.${data.status}`)}</span>
      </div>
      <p className="agt-hint">
        {t('agents.settlement.plan', { plan: data.plan_name, currency: data.currency })}
        {data.paid_at && ` · ${t('agents.settlement.paid_at', { date: formatDateTime(data.paid_at) })}`}
      </p>
      <StatementLines statement={data} />
      <p className="agt-hint agt-hint--after">{t(`agents.settlement.status_text.${data.status}`)}</p>
    </section>
  );
}
