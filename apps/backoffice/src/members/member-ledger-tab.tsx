import { DataTable, DateInput, List, TextInput, useRecordContext } from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';

const ledgerFilters = [
  <TextInput key="kind" source="kind" alwaysOn />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

/** The member's ledger, filtered by kind and time; the filters stay in this tab (not in the URL). */
export function MemberLedgerTab() {
  const member = useRecordContext();
  if (!member) return null;
  return (
    <List
      resource="ledger"
      filter={{ member_id: member.id }}
      filters={ledgerFilters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      disableSyncWithLocation
      storeKey={false}
      exporter={false}
      actions={false}
      title={false}
      empty={false}
      sx={{ width: '100%' }}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="at" disableSort>
          <DateTimeField source="at" />
        </DataTable.Col>
        <DataTable.Col source="wallet" disableSort />
        <DataTable.Col source="kind" disableSort />
        <DataTable.Col source="amount" align="right" disableSort />
        <DataTable.Col source="balance_after" align="right" disableSort />
        <DataTable.Col source="reference" disableSort />
      </DataTable>
    </List>
  );
}
