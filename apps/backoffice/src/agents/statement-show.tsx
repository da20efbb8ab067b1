import { Card, CardContent, Grid } from '@mui/material';
import type { ReactElement } from 'react';
import {
  Labeled,
  ListButton,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { AmountField } from '../shared/amount-field';
import { PeriodField } from '../shared/period-field';
import { MemberField } from './agent-fields';
import { StatementDecision } from './statement-decision';
import { StatementLinesTable } from './statement-lines-table';

function StatementTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate('app.agents.statement.title', { id: record.id, agent: record.agent_account })}</>;
}

function StatementActions() {
  return (
    <TopToolbar sx={{ gap: 1, alignItems: 'center' }}>
      <ListButton />
      <StatementDecision />
    </TopToolbar>
  );
}

/** One labelled value in the statement's grid. */
function Item(props: { source: string; children: ReactElement }) {
  return (
    <Grid size={{ xs: 6, md: 4 }}>
      <Labeled source={props.source}>{props.children}</Labeled>
    </Grid>
  );
}

function StatementFields() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Grid container spacing={2}>
          <Item source="agent_account">
            <MemberField source="agent_account" idSource="agent_id" />
          </Item>
          <Item source="status">
            <StatusChip source="status" prefix="app.agents.statement_status" />
          </Item>
          <Item source="commission">
            <AmountField source="commission" strong />
          </Item>
          <Item source="period_start">
            <PeriodField />
          </Item>
          <Item source="plan_name">
            <TextField source="plan_name" />
          </Item>
          <Item source="net_result">
            <AmountField source="net_result" />
          </Item>
          <Item source="site_id">
            <ReferenceField source="site_id" reference="sites" link={false} />
          </Item>
          <Item source="created_at">
            <DateTimeField source="created_at" />
          </Item>
          <Item source="decided_by">
            <TextField source="decided_by" emptyText="—" />
          </Item>
          <Item source="paid_at">
            <DateTimeField source="paid_at" />
          </Item>
        </Grid>
      </CardContent>
    </Card>
  );
}

/** One commission statement: who, which period, how the commission was reached; Pay / Reject while waiting. */
export function StatementShow() {
  return (
    <Show title={<StatementTitle />} actions={<StatementActions />} component="div">
      <Grid container spacing={2} sx={{ mt: { xs: 0, sm: 1 } }}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <StatementFields />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <StatementLinesTable />
        </Grid>
      </Grid>
    </Show>
  );
}
