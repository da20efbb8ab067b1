import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One live figure of a running drop or wheel. */
export function Figure(props: { label: string; value: ReactNode; progress?: number }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ minWidth: 200, flex: '1 1 200px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate(props.label)}
        </Typography>
        <Typography variant="h5" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {props.value}
        </Typography>
        {props.progress !== undefined && (
          <LinearProgress variant="determinate" value={Math.min(100, Math.max(0, props.progress))} sx={{ mt: 1 }} />
        )}
      </CardContent>
    </Card>
  );
}

export function FigureRow({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.activities.live_figures')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>{children}</Box>
    </Box>
  );
}
