import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const pretty = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 2));

/** An audit entry's before and after, side by side (shown when its row is expanded). */
export function AuditChange() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
      {(['before', 'after'] as const).map((side) => (
        <Box key={side}>
          <Typography variant="caption" color="text.secondary">
            {translate(`app.audit.${side}`)}
          </Typography>
          <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {pretty(record[side])}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
