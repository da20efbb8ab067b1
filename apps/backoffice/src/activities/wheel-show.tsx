import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  DataTable,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { RaRecord } from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { ActivityIdentity } from './activity-identity';
import { ActivityActions } from './end-button';
import { money, textIn } from './envelope-list';
import { Figure, FigureRow } from './figures';
import { ActivityHistory } from './history';
import { toMajor } from './money';

/** The prizes with their odds, how many were won and the stock left. */
function PrizeTable() {
  const r = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!r) return null;
  const prizes = r.prizes as RaRecord[];
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  const head = ['label', 'prize', 'weight', 'chance', 'won', 'stock'];
  return (
    <Box sx={{ px: 2 }}>
      <Typography variant="h6" sx={{ mt: 1 }}>
        {translate('resources.roulettes.fields.prizes')}
      </Typography>
      <Table size="small" sx={{ maxWidth: 900 }}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h} align={h === 'label' || h === 'prize' ? 'left' : 'right'}>
                {translate(`app.activities.prize_table.${h}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {prizes.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{textIn(p.labels, locale)}</TableCell>
              <TableCell>
                {p.kind === 'cash'
                  ? `${toMajor(p.amount, r.currency)} ${r.currency}`
                  : `${translate('app.activities.prize_kind.item')}: ${p.item}`}
              </TableCell>
              <TableCell align="right">{p.weight}</TableCell>
              <TableCell align="right">{total ? `${((100 * p.weight) / total).toFixed(1)}%` : '—'}</TableCell>
              <TableCell align="right">{p.won}</TableCell>
              <TableCell align="right">{p.stock ?? translate('app.activities.unlimited')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function WheelFigures() {
  const r = useRecordContext();
  if (!r) return null;
  const limited = (r.prizes as RaRecord[]).filter((p) => p.stock !== null);
  const left = limited.reduce((sum, p) => sum + p.stock, 0);
  return (
    <FigureRow>
      <Figure label="app.activities.figures.spins" value={r.spins} />
      <Figure label="app.activities.figures.paid" value={money('paid')(r)} />
      {limited.length > 0 && <Figure label="app.activities.figures.stock_left" value={left} />}
    </FigureRow>
  );
}

function GrantField() {
  const translate = useTranslate();
  const r = useRecordContext();
  if (!r) return null;
  const g = r.grant as { kind: string; accounts?: string[]; draws: number };
  const who =
    g.kind === 'currency'
      ? translate('app.activities.grant_kind.currency')
      : `${translate('app.activities.grant_kind.accounts')}: ${(g.accounts ?? []).join(', ')}`;
  return <span>{translate('app.activities.grant_line', { who, draws: g.draws })}</span>;
}

/** One wheel: live figures (read again every 3 s), its prizes and stock, and each spin. */
export function RouletteShow() {
  return (
    <Show actions={<ActivityActions resource="roulettes" />} queryOptions={{ refetchInterval: 3_000 }}>
      <WheelFigures />
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        <ActivityIdentity />
        <SimpleShowLayout sx={{ flex: '1 1 360px' }}>
          <FunctionField source="grant" render={() => <GrantField />} />
          <DateTimeField source="start_at" />
          <DateTimeField source="end_at" />
          <DateTimeField source="ended_early_at" />
          <TextField source="created_by" />
        </SimpleShowLayout>
      </Box>
      <PrizeTable />
      <ActivityHistory reference="roulette-spins" target="roulette_id" title="app.activities.spins">
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="member_account" />
          <DataTable.Col source="prize_label" />
          <DataTable.Col source="amount" align="right">
            <FunctionField render={(s) => (s.item ? s.item : money('amount')(s))} />
          </DataTable.Col>
          <DataTable.Col source="created_at">
            <DateTimeField source="created_at" />
          </DataTable.Col>
        </DataTable>
      </ActivityHistory>
    </Show>
  );
}
