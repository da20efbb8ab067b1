import { DataTable, ReferenceField, SimpleList } from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { AmountField } from '../shared/amount-field';
import { AgentList } from './agent-list';
import { MemberField } from './agent-fields';
import { idFilter, siteFilter } from '../shared/filter-inputs';

/** The site stays on a phone's screen; agent and member are under "Add filter" there. */
const filtersFor = (phone: boolean) => [siteFilter, idFilter('agent_id', !phone), idFilter('member_id', !phone)];

/** What agents transferred from their wallet to members of their downline. Read only. */
export function TransferList() {
  return (
    <AgentList
      filters={filtersFor}
      phone={
        <SimpleList
          rowClick={false}
          primaryText={(r) => `${String(r.agent_account)} → ${String(r.member_account)}`}
          secondaryText={() => <DateTimeField source="created_at" />}
          tertiaryText={() => <AmountField source="amount" strong />}
        />
      }
      table={
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="site_id" disableSort>
            <ReferenceField source="site_id" reference="sites" link={false} />
          </DataTable.Col>
          <DataTable.Col source="agent_account" disableSort>
            <MemberField source="agent_account" idSource="agent_id" />
          </DataTable.Col>
          <DataTable.Col source="member_account" disableSort>
            <MemberField source="member_account" idSource="member_id" />
          </DataTable.Col>
          <DataTable.Col source="amount" align="right" disableSort>
            <AmountField source="amount" strong />
          </DataTable.Col>
          <DataTable.Col source="created_at" disableSort>
            <DateTimeField source="created_at" />
          </DataTable.Col>
        </DataTable>
      }
    />
  );
}
