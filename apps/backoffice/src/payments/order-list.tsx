import { Box } from '@mui/material';
import { DataTable, DateInput, List, ReferenceInput, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { channelKindChoices, paymentKindChoices, paymentStatusChoices } from './payment-choices';
import { AmountField } from '../shared/amount-field';
import { MonoField } from '../shared/mono-field';
import { usePhone } from '../shared/use-phone';
import { StatusChip } from '../shared/status-chip';
import {
  amountCol,
  channelCol,
  createdCol,
  feeCol,
  kindCol,
  memberCol,
  orderNumberCol,
  siteCol,
  statusCol,
} from './order-columns';

/** The list's filters; a phone keeps the search and the site on screen, the rest under "Add filter". */
const filtersFor = (phone: boolean) => [
  <SearchInput key="q" source="q" alwaysOn sx={{ minWidth: 280 }} />,
  <ReferenceInput key="site_id" source="site_id" reference="sites" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="kind" source="kind" choices={paymentKindChoices} alwaysOn={!phone} />,
  <SelectInput key="status" source="status" choices={paymentStatusChoices} alwaysOn={!phone} />,
  <SelectInput key="channel_kind" source="channel_kind" choices={channelKindChoices} />,
  // Days on the site clock: the data provider sends the first and last instant of each.
  <DateInput key="created_from" source="created_from" />,
  <DateInput key="created_to" source="created_to" />,
];

/** Every deposit and withdrawal, newest first, searchable by order number or member account. */
export function OrderList() {
  const phone = usePhone();
  return (
    <List filters={filtersFor(phone)} exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      {phone ? (
        <SimpleList
          rowClick="show"
          primaryText={(r) => `${r.member_account} · ${r.channel_name}`}
          secondaryText={() => (
            <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <MonoField source="order_number" />
              <StatusChip source="status" prefix="app.payments.status" />
            </Box>
          )}
          tertiaryText={() => <AmountField source="amount" strong />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="id" />
          {orderNumberCol}
          {createdCol}
          {siteCol}
          {memberCol}
          {kindCol}
          {channelCol}
          {amountCol(true)}
          {feeCol}
          {statusCol}
        </DataTable>
      )}
    </List>
  );
}
