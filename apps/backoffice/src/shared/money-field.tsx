import { useRecordContext } from 'react-admin';

/** A decimal string and the record's currency ("1500.00 USD"), shown as the server wrote it. */
export function MoneyField(props: { source: string; currencySource?: string }) {
  const record = useRecordContext();
  const value = record?.[props.source];
  if (typeof value !== 'string') return null;
  const currency = record?.[props.currencySource ?? 'currency'];
  return (
    <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {typeof currency === 'string' ? `${value} ${currency}` : value}
    </span>
  );
}
