import { ArrayField, DataTable, TextField } from 'react-admin';
import { CodeField } from '../shared/code-field';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { BlockActiveField, EmptyRows, LimitAmountField, PlayedField } from './protection-fields';

// The tables of a member's Protection tab, over the arrays of the member's protection record (in context).

const code = (source: string, prefix: string) => (
  <DataTable.Col key={source} source={source} label={`app.protection.limits.${source}`} disableSort>
    <CodeField source={source} prefix={prefix} />
  </DataTable.Col>
);
const measureCol = code('measure', 'app.protection.measure');
const periodCol = code('period', 'app.protection.period');
const when = (source: string, label: string) => (
  <DataTable.Col key={source} source={source} label={label} disableSort>
    <DateTimeField source={source} />
  </DataTable.Col>
);
const amount = (source: string, label: string, strong = false) => (
  <DataTable.Col key={source} source={source} label={label} align="right" disableSort>
    <LimitAmountField source={source} strong={strong} />
  </DataTable.Col>
);

/** Each limit with who set it (the member, an operator, the site) and the lowest, which applies. */
export function LimitsTable() {
  return (
    <ArrayField source="limits">
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyRows text="app.protection.limits.none" />}>
        {measureCol}
        {periodCol}
        {amount('member', 'app.protection.limits.member')}
        {amount('operator', 'app.protection.limits.operator')}
        {amount('site', 'app.protection.limits.site')}
        {amount('applies', 'app.protection.limits.applies', true)}
        {amount('used', 'app.protection.limits.used')}
        {amount('left', 'app.protection.limits.left')}
      </DataTable>
    </ArrayField>
  );
}

/** Raises and removals the member asked for, and what became of them (cooling-off, then confirm or lapse). */
export function RaisesTable() {
  return (
    <ArrayField source="raises">
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyRows text="app.protection.raises.none" />}>
        {measureCol}
        {periodCol}
        <DataTable.Col source="amount" label="app.protection.raises.amount" align="right" disableSort>
          <LimitAmountField source="amount" empty="app.protection.raises.removal" />
        </DataTable.Col>
        {when('requested_at', 'app.protection.raises.requested_at')}
        {when('confirmable_at', 'app.protection.raises.confirmable_at')}
        {when('lapses_at', 'app.protection.raises.lapses_at')}
        <DataTable.Col source="state" label="app.protection.raises.state" disableSort>
          <StatusChip source="state" prefix="app.protection.raise_state" />
        </DataTable.Col>
        {when('decided_at', 'app.protection.raises.decided_at')}
      </DataTable>
    </ArrayField>
  );
}

/** Time-outs and self-exclusions, who set them and why; the one in force marked. */
export function BlocksTable() {
  return (
    <ArrayField source="blocks">
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyRows text="app.protection.blocks.none" />}>
        <DataTable.Col source="active" label="app.protection.blocks.state" disableSort>
          <BlockActiveField />
        </DataTable.Col>
        <DataTable.Col source="kind" label="app.protection.blocks.kind" disableSort>
          <CodeField source="kind" prefix="app.protection.block_kind" />
        </DataTable.Col>
        <DataTable.Col source="set_by" label="app.protection.blocks.set_by" disableSort>
          <CodeField source="set_by" prefix="app.protection.set_by" />
        </DataTable.Col>
        <DataTable.Col source="reason" label="app.protection.blocks.reason" disableSort>
          <TextField source="reason" emptyText="—" />
        </DataTable.Col>
        {when('starts_at', 'app.protection.blocks.starts_at')}
        <DataTable.Col source="ends_at" label="app.protection.blocks.ends_at" disableSort>
          <DateTimeField source="ends_at" emptyText="app.protection.blocks.permanent" />
        </DataTable.Col>
      </DataTable>
    </ArrayField>
  );
}

/** What the member answered when a reality check asked: carry on, or leave the game. */
export function RealityAnswersTable() {
  return (
    <ArrayField source="reality_answers">
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyRows text="app.protection.answers.none" />}>
        {when('answered_at', 'app.protection.answers.answered_at')}
        <DataTable.Col source="answer" label="app.protection.answers.answer" disableSort>
          <CodeField source="answer" prefix="app.protection.answer" />
        </DataTable.Col>
        <DataTable.Col source="played_seconds" label="app.protection.answers.played" align="right" disableSort>
          <PlayedField />
        </DataTable.Col>
        {amount('net', 'app.protection.answers.net')}
      </DataTable>
    </ArrayField>
  );
}
