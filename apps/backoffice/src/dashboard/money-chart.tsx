import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartCard } from './chart-card';
import type { ChartRow, MoneyFigure } from './figures';
import { formatDecimal } from '../shared/decimal';
import { hasActivity, inOrderOf, shortDay } from './figures';

const SERIES = ['deposits', 'withdrawals', 'transfers_in', 'transfers_out', 'operator_result'] as const;

const inSeriesOrder = inOrderOf(SERIES);

/**
 * Deposits and withdrawals, transfers to and from games as bars, the operator's game result as a line,
 * per day.
 */
export function MoneyChart(props: { rows: ChartRow[]; currency: string; lang: string }) {
  const { rows, currency, lang } = props;
  const translate = useTranslate();
  const { palette } = useTheme();
  const name = (key: MoneyFigure) => translate(`app.dashboard.figures.${key}`);
  const axis = new Intl.NumberFormat(lang, { notation: 'compact' });
  return (
    <ChartCard
      title={translate('app.dashboard.money_chart', { currency })}
      empty={!hasActivity(rows, SERIES)}
      days={rows.length}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={palette.divider} />
          <XAxis dataKey="date" tickFormatter={(d: string) => shortDay(d, lang)} minTickGap={24} fontSize={12} />
          <YAxis width={56} fontSize={12} tickFormatter={(v: number) => axis.format(v)} />
          <ReferenceLine y={0} stroke={palette.text.secondary} />
          <Tooltip
            itemSorter={inSeriesOrder}
            separator=": "
            labelFormatter={(d) => shortDay(String(d), lang)}
            // The exact decimal the server sent, not the number the chart drew with.
            formatter={(value, _name, item) => {
              const exact = (item.payload as ChartRow | undefined)?.exact[item.dataKey as MoneyFigure];
              return formatDecimal(exact ?? String(value), lang, { sign: item.dataKey === 'operator_result' });
            }}
          />
          <Legend itemSorter={inSeriesOrder} />
          <Bar dataKey="deposits" name={name('deposits')} fill={palette.info.main} animationDuration={400} />
          <Bar dataKey="withdrawals" name={name('withdrawals')} fill={palette.secondary.main} animationDuration={400} />
          <Bar dataKey="transfers_in" name={name('transfers_in')} fill={palette.primary.main} animationDuration={400} />
          <Bar
            dataKey="transfers_out"
            name={name('transfers_out')}
            fill={palette.warning.main}
            animationDuration={400}
          />
          <Line
            type="monotone"
            dataKey="operator_result"
            name={name('operator_result')}
            stroke={palette.success.dark}
            strokeWidth={2}
            dot={false}
            animationDuration={400}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
