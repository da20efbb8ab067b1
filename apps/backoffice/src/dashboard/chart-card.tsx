import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { CHART_HEIGHT } from './dashboard-skeleton';

/** A chart under its title; a series with nothing but zeros says so instead of drawing a flat line. */
export function ChartCard(props: { title: string; empty: boolean; days: number; children: ReactNode }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card variant="outlined" component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <CardContent>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
          {props.title}
        </Typography>
        {props.empty ? (
          <Box
            sx={{
              height: CHART_HEIGHT,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              color: 'text.secondary',
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            <InsertChartOutlinedIcon fontSize="large" />
            <Typography variant="body2">{translate('app.dashboard.no_activity', { days: props.days })}</Typography>
          </Box>
        ) : (
          <Box sx={{ height: CHART_HEIGHT }}>{props.children}</Box>
        )}
      </CardContent>
    </Card>
  );
}
