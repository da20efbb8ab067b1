import type { AgentStatementSummary } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { money, toneOf } from '../lib/money';
import { StatementPeriod } from './statement-period';
import '../../../shared/ui/table/data-table.css';

/** The agent's statements, newest first; each opens its lines. */
export function StatementTable(props: { statements: AgentStatementSummary[]; onOpen: (id: number) => void }) {
  const { statements, onOpen } = props;
  const columns = {
    period: t('agents.settlement.col.period'),
    result: t('agents.settlement.col.net_result'),
    commission: t('agents.settlement.col.commission'),
    status: t('agents.settlement.col.status'),
  };
  return (
    <table className="data-table agt-table agt-table--middle">
      <thead>
        <tr>
          <th scope="col">{columns.period}</th>
          <th scope="col" className="agt-num">
            {columns.result}
          </th>
          <th scope="col" className="agt-num">
            {columns.commission}
          </th>
          <th scope="col">{columns.status}</th>
          <th scope="col" className="agt-end">
            <span className="visually-hidden">{t('agents.settlement.open')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {statements.map((row) => (
          <tr key={row.id}>
            <td data-label={columns.period}>
              <StatementPeriod start={row.period_start} end={row.period_end} />
            </td>
            <td data-label={columns.result} className={`agt-num agt-tone--${toneOf(row.net_result)}`}>
              {money(row.net_result, row.currency, true)}
            </td>
            <td data-label={columns.commission} className="agt-num agt-strong">
              {money(row.commission, row.currency)}
            </td>
            <td data-label={columns.status}>
              <span className={`agt-chip agt-chip--${row.status}`}>{t(`agents.statement.${row.status}`)}</span>
            </td>
            <td className="agt-end">
              <button type="button" className="btn btn--outline btn--sm" onClick={() => onOpen(row.id)}>
                {t('agents.settlement.open')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
