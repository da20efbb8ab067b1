import { DataTable, List, ReferenceField } from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { memberFilters } from './member-filters';

export function MemberList() {
  return (
    <List filters={memberFilters} exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="id" />
        <DataTable.Col source="account" />
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="site_id" disableSort>
          <ReferenceField source="site_id" reference="sites" link={false} />
        </DataTable.Col>
        <DataTable.Col source="currency" disableSort />
        <DataTable.Col source="status" disableSort>
          <StatusChip source="status" prefix="app.member_status" />
        </DataTable.Col>
        {/* A decimal string from the server: shown as it is, never through a float. */}
        <DataTable.Col source="balance" align="right" disableSort />
        <DataTable.Col source="registered_at">
          <DateTimeField source="registered_at" />
        </DataTable.Col>
        <DataTable.Col source="last_login_at">
          <DateTimeField source="last_login_at" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
