import type { AgentFigures } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { money, toneOf } from '../lib/money';
import '../../../shared/ui/table/data-table.css';

export interface FiguresRow {
  key: string;
  label: string;
  /** A second line under the label (the members at a level). */
  sub?: string;
  figures: AgentFigures;
}

const Cell = ({ label, value, className = '' }: { label: string; value: string | number; className?: string }) => (
  <td data-label={label} className={`agt-num ${className}`.trim()}>
    {value}
  </td>
);

/**
 * The downline's figures, one row per period or level and the totals under them: a table on desktop
 * (it scrolls sideways when narrow), a card per row on a phone.
 */
export function FiguresTable(props: {
  rows: FiguresRow[];
  total: AgentFigures;
  currency: string;
  firstColumn: string;
  /** A second line under the totals' label. */
  totalSub?: string;
  /** The labels are periods ("2025-03-10 – 2025-03-16"): they wrap between the dates, never inside one. */
  periods?: boolean;
}) {
  const { rows, total, currency, firstColumn, totalSub, periods } = props;
  const columns = {
    registrations: t('agents.report.col.registrations'),
    firstDeposits: t('agents.report.col.first_deposits'),
    deposits: t('agents.report.col.deposits'),
    withdrawals: t('agents.report.col.withdrawals'),
    turnover: t('agents.report.col.turnover'),
    result: t('agents.report.col.net_result'),
    active: t('agents.report.col.active_members'),
  };
  const cells = (figures: AgentFigures) => (
    <>
      <Cell label={columns.registrations} value={figures.registrations} />
      <Cell label={columns.firstDeposits} value={figures.first_deposits} />
      <Cell label={columns.deposits} value={money(figures.deposits, currency)} />
      <Cell label={columns.withdrawals} value={money(figures.withdrawals, currency)} />
      <Cell label={columns.turnover} value={money(figures.turnover, currency)} />
      <Cell
        label={columns.result}
        value={money(figures.net_result, currency, true)}
        className={`agt-tone--${toneOf(figures.net_result)}`}
      />
      <Cell label={columns.active} value={figures.active_members} />
    </>
  );
  return (
    <table className="data-table agt-table agt-figures">
      <thead>
        <tr>
          <th scope="col">{firstColumn}</th>
          {[columns.registrations, columns.firstDeposits, columns.deposits, columns.withdrawals, columns.turnover].map(
            (label) => (
              <th key={label} scope="col" className="agt-num">
                {label}
              </th>
            ),
          )}
          <th scope="col" className="agt-num">
            {columns.result}
          </th>
          <th scope="col" className="agt-num">
            {columns.active}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="agt-row-head" data-label={firstColumn}>
              {periods ? (
                <span className="agt-period">
                  {row.label.split(' – ').map((part, index) => (
                    <span key={part}>{index > 0 ? `– ${part}` : part}</span>
                  ))}
                </span>
              ) : (
                row.label
              )}
              {row.sub && <span className="agt-row-sub">{row.sub}</span>}
            </th>
            {cells(row.figures)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="agt-total-row">
          <th scope="row" className="agt-row-head">
            {t('agents.report.total')}
            {totalSub && <span className="agt-row-sub">{totalSub}</span>}
          </th>
          {cells(total)}
        </tr>
      </tfoot>
    </table>
  );
}
