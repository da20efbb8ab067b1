import type { DownlineMember } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { money, toneOf } from '../lib/money';
import { DateTime } from './date-time';
import '../../../shared/ui/table/data-table.css';

/** The agent's members and sub-agents: a table on desktop, a card per member on a phone (data-label). */
export function DownlineTable({ members, currency }: { members: DownlineMember[]; currency: string }) {
  const columns = {
    account: t('agents.downline.col.account'),
    status: t('agents.downline.col.status'),
    registered: t('agents.downline.col.registered'),
    login: t('agents.downline.col.last_login'),
    deposits: t('agents.downline.col.deposits'),
    withdrawals: t('agents.downline.col.withdrawals'),
    result: t('agents.downline.col.net_result'),
    downline: t('agents.downline.col.downline'),
  };
  return (
    <table className="data-table agt-table">
      <thead>
        <tr>
          <th scope="col">{columns.account}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col">{columns.registered}</th>
          <th scope="col">{columns.login}</th>
          <th scope="col" className="agt-num">
            {columns.deposits}
          </th>
          <th scope="col" className="agt-num">
            {columns.withdrawals}
          </th>
          <th scope="col" className="agt-num">
            {columns.result}
          </th>
          <th scope="col" className="agt-num">
            {columns.downline}
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.member_id}>
            <td data-label={columns.account}>
              <span className="agt-account">
                <span className="data-table-mono">{member.member_account}</span>
                <span className={`agt-badge agt-badge--${member.is_agent ? 'agent' : 'member'}`}>
                  {member.is_agent ? t('agents.kind.agent') : t('agents.kind.member')}
                </span>
              </span>
            </td>
            <td data-label={columns.status}>
              <span className={`agt-chip agt-chip--${member.status}`}>{t(`agents.status.${member.status}`)}</span>
            </td>
            <td data-label={columns.registered}>
              <DateTime value={member.registered_at} dateOnly />
            </td>
            <td data-label={columns.login}>
              {member.last_login_at ? (
                <DateTime value={member.last_login_at} />
              ) : (
                <span className="agt-muted">{t('agents.downline.never')}</span>
              )}
            </td>
            <td data-label={columns.deposits} className="agt-num">
              {money(member.deposits, currency)}
            </td>
            <td data-label={columns.withdrawals} className="agt-num">
              {money(member.withdrawals, currency)}
            </td>
            <td data-label={columns.result} className={`agt-num agt-tone--${toneOf(member.net_result)}`}>
              {money(member.net_result, currency, true)}
            </td>
            <td data-label={columns.downline} className="agt-num">
              {member.is_agent ? member.downline : <span className="agt-muted">—</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
