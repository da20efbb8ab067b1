import { Box, Card, CardContent, Tooltip, Typography } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useTranslate } from 'react-admin';
import type { DashboardDay } from '../api/types';
import { CARD_GRID } from './dashboard-skeleton';
import { TODAY_ROWS, isCountFigure, moneyOf } from './figures';
import { formatDecimal } from '../shared/decimal';

/** A gain in green, a loss in red, nothing in the usual colour. */
const toneOf = (value: string) =>
  /^-?[0.]*$/.test(value) ? undefined : value.startsWith('-') ? ('error.main' as const) : ('success.main' as const);

function FigureCard(props: { label: string; value: string; help?: string; tone?: 'success.main' | 'error.main' }) {
  return (
    <Card variant="outlined" component="section" aria-label={props.label}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {props.label}
          {props.help && (
            <Tooltip title={props.help}>
              <InfoOutlinedIcon fontSize="inherit" aria-label={props.help} />
            </Tooltip>
          )}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 0.5, color: props.tone, fontVariantNumeric: 'tabular-nums' }}>
          {props.value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Today's figures: members, payments, then games and activities (money in the chosen currency). */
export function TodayCards(props: { today: DashboardDay; currency: string; lang: string }) {
  const { today, currency, lang } = props;
  const translate = useTranslate();
  const money = moneyOf(today);
  const count = new Intl.NumberFormat(lang);
  return (
    <>
      {TODAY_ROWS.map((row) => (
        <Box key={row[0]} sx={CARD_GRID}>
          {row.map((key) =>
            isCountFigure(key) ? (
              <FigureCard
                key={key}
                label={translate(`app.dashboard.figures.${key}`)}
                value={count.format(today[key])}
              />
            ) : (
              <FigureCard
                key={key}
                label={`${translate(`app.dashboard.figures.${key}`)} (${currency})`}
                value={formatDecimal(money[key], lang, { sign: key === 'operator_result' })}
                help={key === 'operator_result' ? translate('app.dashboard.operator_result_help') : undefined}
                tone={key === 'operator_result' ? toneOf(money.operator_result) : undefined}
              />
            ),
          )}
        </Box>
      ))}
    </>
  );
}
