import { Box } from '@mui/material';
import { DataTable, ReferenceField, SelectInput, SimpleList } from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { AmountField } from '../shared/amount-field';
import { PeriodField } from '../shared/period-field';
import { statementStatusChoices } from './agent-choices';
import { AgentList } from './agent-list';
import { MemberField } from './agent-fields';
import { idFilter, siteFilter } from '../shared/filter-inputs';

/** Status and site stay on a phone's screen; the agent is under "Add filter" there. */
const filtersFor = (phone: boolean) => [
  <SelectInput key="status" source="status" choices={statementStatusChoices} alwaysOn />,
  siteFilter,
  idFilter('agent_id', !phone),
];

function StatementSimpleList() {
  return (
    <SimpleList
      rowClick="show"
      primaryText={(r) => r.agent_account}
      secondaryText={() => (
        <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <PeriodField />
          <StatusChip source="status" prefix="app.agents.statement_status" />
        </Box>
      )}
      tertiaryText={() => <AmountField source="commission" strong />}
    />
  );
}

/** Each agent's commission per period; the ones waiting for finance first. Open one to pay or reject it. */
export function StatementList() {
  return (
    <AgentList
      filters={filtersFor}
      waiting
      phone={<StatementSimpleList />}
      table={
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="id" />
          <DataTable.Col source="site_id" disableSort>
            <ReferenceField source="site_id" reference="sites" link={false} />
          </DataTable.Col>
          <DataTable.Col source="agent_account" disableSort>
            <MemberField source="agent_account" idSource="agent_id" />
          </DataTable.Col>
          <DataTable.Col source="period_start" disableSort>
            <PeriodField />
          </DataTable.Col>
          <DataTable.Col source="plan_name" disableSort />
          <DataTable.Col source="net_result" align="right" disableSort>
            <AmountField source="net_result" />
          </DataTable.Col>
          <DataTable.Col source="commission" align="right" disableSort>
            <AmountField source="commission" strong />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <StatusChip source="status" prefix="app.agents.statement_status" />
          </DataTable.Col>
          <DataTable.Col source="paid_at" disableSort>
            <DateTimeField source="paid_at" />
          </DataTable.Col>
        </DataTable>
      }
    />
  );
}
