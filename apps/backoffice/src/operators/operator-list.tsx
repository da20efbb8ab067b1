import { BooleanField, DataTable, List, ReferenceArrayField } from 'react-admin';
import { CodeField } from '../shared/code-field';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';

/** The operators of this deployment (owners only). */
export function OperatorList() {
  return (
    <List exporter={false} sort={{ field: 'id', order: 'ASC' }}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="id" />
        <DataTable.Col source="username" />
        <DataTable.Col source="display_name" />
        <DataTable.Col source="role">
          <CodeField source="role" prefix="app.roles" />
        </DataTable.Col>
        <DataTable.Col source="site_ids" disableSort>
          <ReferenceArrayField source="site_ids" reference="sites" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusChip source="status" prefix="app.operator_status" />
        </DataTable.Col>
        <DataTable.Col source="totp_enabled" field={BooleanField} />
        <DataTable.Col source="last_sign_in_at">
          <DateTimeField source="last_sign_in_at" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
