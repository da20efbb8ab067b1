import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatMoney } from './money';
import { useLang } from './use-lang';

const NUMBERS = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A decimal-string amount of the record with its currency ("1,500.00 USD"), digits aligned. */
export function AmountField(props: { source: string; currencySource?: string; strong?: boolean }) {
  const record = useRecordContext();
  const lang = useLang();
  if (!record) return null;
  const text = formatMoney(record[props.source], record[props.currencySource ?? 'currency'], lang);
  return (
    <Box component="span" sx={{ ...NUMBERS, fontWeight: props.strong ? 500 : undefined }}>
      {text || '—'}
    </Box>
  );
}
