import { Box } from '@mui/material';
import { DataTable, ReferenceField, SelectInput, SimpleList } from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { applicationStatusChoices } from './agent-choices';
import { AgentList } from './agent-list';
import { MemberField, ParentAgentField } from './agent-fields';
import { idFilter, siteFilter } from '../shared/filter-inputs';

/** Status and site stay on a phone's screen; the member is under "Add filter" there. */
const filtersFor = (phone: boolean) => [
  <SelectInput key="status" source="status" choices={applicationStatusChoices} alwaysOn />,
  siteFilter,
  idFilter('member_id', !phone),
];

function ApplicationSimpleList() {
  return (
    <SimpleList
      rowClick="show"
      primaryText={(r) => r.member_account}
      secondaryText={() => (
        <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusChip source="status" prefix="app.agents.application_status" />
          <DateTimeField source="created_at" />
        </Box>
      )}
      tertiaryText={(r) => r.currency}
    />
  );
}

/** Members who asked to become agents; the ones waiting for a decision first (support decides them). */
export function ApplicationList() {
  return (
    <AgentList
      filters={filtersFor}
      waiting
      phone={<ApplicationSimpleList />}
      table={
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="id" />
          <DataTable.Col source="site_id" disableSort>
            <ReferenceField source="site_id" reference="sites" link={false} />
          </DataTable.Col>
          <DataTable.Col source="member_account" disableSort>
            <MemberField source="member_account" idSource="member_id" />
          </DataTable.Col>
          <DataTable.Col source="currency" disableSort />
          <DataTable.Col source="parent_agent_id" disableSort>
            <ParentAgentField />
          </DataTable.Col>
          <DataTable.Col
            source="note"
            disableSort
            sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          />
          <DataTable.Col source="status" disableSort>
            <StatusChip source="status" prefix="app.agents.application_status" />
          </DataTable.Col>
          <DataTable.Col source="created_at" disableSort>
            <DateTimeField source="created_at" />
          </DataTable.Col>
          <DataTable.Col source="decided_at" disableSort>
            <DateTimeField source="decided_at" />
          </DataTable.Col>
        </DataTable>
      }
    />
  );
}
