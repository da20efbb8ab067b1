import { DataTable, List, SelectInput, useRecordContext } from 'react-admin';
import { amountCol, channelCol, createdCol, kindCol, orderNumberCol, statusCol } from './order-columns';
import { paymentKindChoices, paymentStatusChoices } from './payment-choices';

const filters = [
  <SelectInput key="kind" source="kind" choices={paymentKindChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={paymentStatusChoices} alwaysOn />,
];

/** The member page's tab of their deposits and withdrawals, newest first; a row opens the order. */
export function MemberPaymentsTab() {
  const member = useRecordContext();
  if (!member) return null;
  return (
    <List
      resource="payment-orders"
      filter={{ member_id: member.id }}
      filters={filters}
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
      <DataTable bulkActionButtons={false} rowClick="show">
        {orderNumberCol}
        {createdCol}
        {kindCol}
        {channelCol}
        {amountCol(true)}
        {statusCol}
      </DataTable>
    </List>
  );
}
