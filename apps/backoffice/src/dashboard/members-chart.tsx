import { useTheme } from '@mui/material';
import { purple } from '@mui/material/colors';
import { useTranslate } from 'react-admin';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from './chart-card';
import type { ChartRow } from './figures';
import { hasActivity, inOrderOf, shortDay } from './figures';

const SERIES = ['registrations', 'logins', 'active_members'] as const;

const inSeriesOrder = inOrderOf(SERIES);

/** Registrations, logins and active members per day. */
export function MembersChart(props: { rows: ChartRow[]; lang: string }) {
  const { rows, lang } = props;
  const translate = useTranslate();
  const { palette } = useTheme();
  const colours = {
    registrations: purple[500],
    logins: palette.primary.main,
    active_members: palette.success.main,
  };
  const count = new Intl.NumberFormat(lang);
  return (
    <ChartCard title={translate('app.dashboard.members_chart')} empty={!hasActivity(rows, SERIES)} days={rows.length}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={palette.divider} />
          <XAxis dataKey="date" tickFormatter={(d: string) => shortDay(d, lang)} minTickGap={24} fontSize={12} />
          <YAxis allowDecimals={false} width={48} fontSize={12} tickFormatter={(v: number) => count.format(v)} />
          <Tooltip
            itemSorter={inSeriesOrder}
            separator=": "
            labelFormatter={(d) => shortDay(String(d), lang)}
            formatter={(v) => count.format(Number(v))}
          />
          <Legend itemSorter={inSeriesOrder} />
          {SERIES.map((key) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={translate(`app.dashboard.figures.${key}`)}
              stroke={colours[key]}
              strokeWidth={2}
              dot={false}
              animationDuration={400}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
