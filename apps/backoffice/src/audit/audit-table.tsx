import { DataTable, ReferenceField } from 'react-admin';
import { CodeField } from '../shared/code-field';
import { DateTimeField } from '../shared/date-time-field';
import { AuditChange } from './audit-change';

/** Audit entries, newest first by default; a row expands to its before and after. */
export function AuditTable() {
  return (
    <DataTable bulkActionButtons={false} rowClick="expand" expand={<AuditChange />} sx={{ width: '100%' }}>
      <DataTable.Col source="id" />
      <DataTable.Col source="at">
        <DateTimeField source="at" />
      </DataTable.Col>
      <DataTable.Col source="operator_username" disableSort />
      <DataTable.Col source="role" disableSort>
        <CodeField source="role" prefix="app.roles" />
      </DataTable.Col>
      <DataTable.Col source="site_id" disableSort>
        <ReferenceField source="site_id" reference="sites" link={false} />
      </DataTable.Col>
      <DataTable.Col source="action" disableSort />
      <DataTable.Col source="target_type" disableSort />
      <DataTable.Col source="target_id" disableSort />
      <DataTable.Col source="reason" disableSort />
      <DataTable.Col source="ip" disableSort />
    </DataTable>
  );
}
