import type { CashSurplusGrant } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { money } from '../lib/money';
import { ClaimCell } from './claim-cell';
import { PeriodLabel } from './period-label';
import '../../../shared/ui/table/data-table.css';

/** The member's cash-back grants, newest first: a table on desktop, a card per grant on a phone. */
export function GrantTable(props: {
  grants: CashSurplusGrant[];
  currency: string;
  pendingId: number | null;
  onClaim: (id: number) => void;
}) {
  const { grants, currency, pendingId, onClaim } = props;
  const columns = {
    period: t('cashback.col.period'),
    loss: t('cashback.col.net_loss'),
    amount: t('cashback.col.amount'),
    status: t('cashback.col.status'),
  };
  return (
    <table className="data-table prog-table">
      <thead>
        <tr>
          <th scope="col">{columns.period}</th>
          <th scope="col" className="prog-num">
            {columns.loss}
          </th>
          <th scope="col" className="prog-num">
            {columns.amount}
          </th>
          <th scope="col" className="prog-end">
            {columns.status}
          </th>
        </tr>
      </thead>
      <tbody>
        {grants.map((grant) => (
          <tr key={grant.id}>
            <td data-label={columns.period}>
              <PeriodLabel start={grant.period_start} end={grant.period_end} />
            </td>
            <td data-label={columns.loss} className="prog-num">
              {money(grant.net_loss, currency)}
            </td>
            <td data-label={columns.amount} className="prog-num prog-strong">
              {money(grant.amount, currency)}
            </td>
            <td data-label={columns.status} className="prog-end">
              <ClaimCell grant={grant} pendingId={pendingId} onClaim={onClaim} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
