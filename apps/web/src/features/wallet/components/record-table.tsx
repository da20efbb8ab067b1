import type { PaymentRecord } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { money } from '../lib/amount';
import { StatusChip } from './status-chip';

/**
 * The records as a table on desktop; on a phone each row becomes a card (CSS), every cell keeping its
 * column name through data-label.
 */
export function RecordTable({ records }: { records: PaymentRecord[] }) {
  const columns = {
    time: t('pay.col.time'),
    order: t('pay.order_number'),
    kind: t('pay.kind'),
    channel: t('pay.col.channel'),
    amount: t('pay.amount'),
    fee: t('pay.col.fee'),
    status: t('pay.status'),
    note: t('pay.col.note'),
  };
  return (
    <table className="pay-table">
      <thead>
        <tr>
          {Object.entries(columns).map(([key, label]) => (
            <th key={key} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={record.order_number}>
            <td data-label={columns.time}>
              <time dateTime={record.created_at}>{formatDateTime(record.created_at)}</time>
            </td>
            <td data-label={columns.order} className="pay-mono">
              {record.order_number}
            </td>
            <td data-label={columns.kind}>{t(`pay.kind.${record.kind}`)}</td>
            <td data-label={columns.channel}>
              {record.channel_name}
              {record.detail && <span className="pay-cell-sub">{record.detail}</span>}
            </td>
            <td data-label={columns.amount} className="pay-num">
              {money(record.amount, record.currency)}
            </td>
            <td data-label={columns.fee} className="pay-num">
              {money(record.fee, record.currency)}
            </td>
            <td data-label={columns.status}>
              <StatusChip status={record.status} />
            </td>
            <td data-label={columns.note} className="pay-note-cell">
              {record.note || '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
