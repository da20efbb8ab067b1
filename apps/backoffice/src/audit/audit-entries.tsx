import { List } from 'react-admin';
import { AuditTable } from './audit-table';

/** The audit log under a fixed filter, inside another page (a member's Audit tab). */
export function AuditEntries(props: { filter: Record<string, unknown> }) {
  return (
    <List
      resource="audit"
      filter={props.filter}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
      storeKey={false}
      exporter={false}
      actions={false}
      title={false}
      empty={false}
      sx={{ width: '100%' }}
    >
      <AuditTable />
    </List>
  );
}
