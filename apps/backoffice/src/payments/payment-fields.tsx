import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatAge } from '../shared/money';
import { useLang } from '../shared/use-lang';
import { useNow } from '../shared/use-now';

const NUMBERS = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The order's channel: its name, then whether it is the gateway or a bank transfer. */
export function ChannelField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{record.channel_name || '—'}</span>
      <Typography component="span" variant="caption" color="text.secondary">
        {translate(`app.payments.channel_kind.${record.channel_kind}`, { _: String(record.channel_kind ?? '') })}
      </Typography>
    </Box>
  );
}

/** How long the order has waited ("12 min"), moving on by itself. */
export function AgeField(props: { source?: string }) {
  const record = useRecordContext();
  const now = useNow();
  const lang = useLang();
  if (!record) return null;
  return (
    <Box component="span" sx={NUMBERS}>
      {formatAge(record[props.source ?? 'created_at'], now, lang)}
    </Box>
  );
}
