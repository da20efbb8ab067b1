import { Box } from '@mui/material';
import {
  DataTable,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { ActivityIdentity } from './activity-identity';
import { ActivityActions } from './end-button';
import { money } from './envelope-list';
import { Figure, FigureRow } from './figures';
import { ActivityHistory } from './history';
import { toMajor } from './money';

function EnvelopeFigures() {
  const r = useRecordContext();
  if (!r) return null;
  return (
    <FigureRow>
      <Figure
        label="app.activities.figures.claimed"
        value={`${r.claimed} / ${r.count}`}
        progress={(100 * r.claimed) / r.count}
      />
      <Figure label="app.activities.figures.paid" value={money('paid')(r)} progress={(100 * r.paid) / r.budget} />
      <Figure label="app.activities.figures.remaining" value={money('remaining')(r)} />
    </FigureRow>
  );
}

function AmountRuleField() {
  const translate = useTranslate();
  const r = useRecordContext();
  if (!r) return null;
  const rule = r.amount as { kind: string; amount?: number; min?: number; max?: number };
  const text =
    rule.kind === 'fixed'
      ? `${toMajor(rule.amount, r.currency)} ${r.currency}`
      : `${toMajor(rule.min, r.currency)} – ${toMajor(rule.max, r.currency)} ${r.currency}`;
  return <span>{`${translate(`app.activities.amount_kind.${rule.kind}`)}: ${text}`}</span>;
}

/** One drop: live figures (read again every 3 s), its settings, and who claimed what. */
export function RedEnvelopeShow() {
  return (
    <Show actions={<ActivityActions resource="red-envelopes" />} queryOptions={{ refetchInterval: 3_000 }}>
      <EnvelopeFigures />
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        <ActivityIdentity />
        <SimpleShowLayout sx={{ flex: '1 1 360px' }}>
          <FunctionField source="budget" render={money('budget')} />
          <NumberField source="count" />
          <FunctionField source="amount" render={() => <AmountRuleField />} />
          <NumberField source="min_member_days" />
        </SimpleShowLayout>
        <SimpleShowLayout sx={{ flex: '1 1 360px' }}>
          <DateTimeField source="start_at" />
          <DateTimeField source="end_at" />
          <DateTimeField source="ended_early_at" />
          <TextField source="created_by" />
        </SimpleShowLayout>
      </Box>
      <ActivityHistory reference="red-envelope-claims" target="envelope_id" title="app.activities.claims">
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="member_account" />
          <DataTable.Col source="amount" align="right">
            <FunctionField render={money('amount')} />
          </DataTable.Col>
          <DataTable.Col source="created_at">
            <DateTimeField source="created_at" />
          </DataTable.Col>
        </DataTable>
      </ActivityHistory>
    </Show>
  );
}
