import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatPeriod } from './period';
import { useLang } from './use-lang';

/**
 * The days a grant's period covers. Periods are UTC days and weeks from Monday (decision 0021, until sites
 * have their own zone), so they are shown as UTC days, as the column's title says: on the site clock a
 * week would read "Sunday 8 pm to Sunday 8 pm".
 */
export const PERIOD_ZONE = 'UTC';

export function PeriodField() {
  const record = useRecordContext();
  const lang = useLang();
  if (!record) return null;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatPeriod(record.period_start, record.period_end, lang, PERIOD_ZONE) || '—'}
    </Box>
  );
}
