import type { TransactionRow } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { kindLabel, walletLabel } from '../lib/labels';
import { moneyText, toneOf } from '../lib/signed-money';

/**
 * The ledger as a table on desktop; on a phone each posting is a card (CSS), every cell keeping its
 * column name through data-label. Money in is green with a +, money out red with a −.
 */
export function TransactionTable(props: {
  rows: TransactionRow[];
  currency: string;
  providers: ReadonlyMap<string, string>;
}) {
  const { rows, currency, providers } = props;
  const columns = {
    time: t('history.col.time'),
    kind: t('history.col.kind'),
    wallet: t('history.col.wallet'),
    amount: t('history.col.amount'),
    balance: t('history.col.balance'),
  };
  return (
    <table className="hist-table">
      <thead>
        <tr>
          {Object.entries(columns).map(([key, label]) => (
            <th key={key} scope="col" className={key === 'amount' || key === 'balance' ? 'hist-num' : undefined}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td data-label={columns.time}>
              <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
            </td>
            <td data-label={columns.kind}>
              <span>
                {kindLabel(row)}
                <span className="hist-sub">{t(`history.group.${row.group}`)}</span>
              </span>
            </td>
            <td data-label={columns.wallet}>{walletLabel(row.wallet, providers)}</td>
            <td data-label={columns.amount} className={`hist-num hist-money--${toneOf(row.amount)}`}>
              {moneyText(row.amount, currency, true)}
            </td>
            <td data-label={columns.balance} className="hist-num">
              {moneyText(row.balance_after, currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
