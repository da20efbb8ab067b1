import { DateTimeInput, List, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { AuditTable } from './audit-table';

const auditFilters = [
  <ReferenceInput key="site_id" source="site_id" reference="sites" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <TextInput key="action" source="action" alwaysOn />,
  <DateTimeInput key="from" source="from" alwaysOn />,
  <DateTimeInput key="to" source="to" alwaysOn />,
  <NumberInput key="operator_id" source="operator_id" />,
  <TextInput key="target_type" source="target_type" />,
  <TextInput key="target_id" source="target_id" />,
];

/** The append-only audit log: who did what to which record, when, from where and why. */
export function AuditList() {
  return (
    <List filters={auditFilters} exporter={false} sort={{ field: 'at', order: 'DESC' }} perPage={25}>
      <AuditTable />
    </List>
  );
}
