import type { AgentTransferInfoReply } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { money } from '../lib/money';
import { DateTime } from './date-time';
import '../../../shared/ui/table/data-table.css';

/** The agent's latest transfers, newest first. */
export function RecentTransfers({ info }: { info: AgentTransferInfoReply }) {
  const columns = {
    time: t('agents.transfer.col.time'),
    account: t('agents.transfer.col.account'),
    amount: t('agents.transfer.col.amount'),
  };
  return (
    <section className="agt-box" aria-labelledby="agt-recent-title">
      <h2 id="agt-recent-title" className="agt-subtitle">
        {t('agents.transfer.recent')}
      </h2>
      {info.recent.length === 0 ? (
        <p className="agt-hint">{t('agents.transfer.no_recent')}</p>
      ) : (
        <table className="data-table agt-table">
          <thead>
            <tr>
              <th scope="col">{columns.time}</th>
              <th scope="col">{columns.account}</th>
              <th scope="col" className="agt-num">
                {columns.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {info.recent.map((row) => (
              <tr key={row.id}>
                <td data-label={columns.time}>
                  <DateTime value={row.created_at} />
                </td>
                <td data-label={columns.account}>
                  <span className="data-table-mono">{row.member_account}</span>
                </td>
                <td data-label={columns.amount} className="agt-num agt-strong">
                  {money(row.amount, info.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
