import { Box, Typography } from '@mui/material';
import type { Identifier } from 'react-admin';
import { DataTable, List, ReferenceInput, SelectInput, SimpleList, useCreatePath, useTranslate } from 'react-admin';
import { AgeField } from './payment-fields';
import { AmountField } from '../shared/amount-field';
import { usePhone } from '../shared/use-phone';
import { ORDERS } from './payments-data-provider';
import { QUEUE_REFRESH_MS, QueueTabs } from './queue-tabs';
import {
  ageCol,
  amountCol,
  channelCol,
  createdCol,
  kindCol,
  memberCol,
  orderNumberCol,
  siteCol,
} from './order-columns';

const filters = [
  <ReferenceInput key="site_id" source="site_id" reference="sites" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
];

/** The order's page (its own resource's), wherever it was opened from. */
function useOrderPath() {
  const createPath = useCreatePath();
  return (id: Identifier) => createPath({ resource: ORDERS, id, type: 'show' });
}

/** An empty queue says so plainly (the tabs stay, so another kind is one click away). */
function QueueEmpty() {
  const translate = useTranslate();
  return (
    <Typography variant="body1" color="text.secondary" sx={{ p: 3 }}>
      {translate('app.payments.queue.empty')}
    </Typography>
  );
}

function QueueTable() {
  const orderPath = useOrderPath();
  const phone = usePhone();
  if (phone) {
    return (
      <SimpleList
        empty={<QueueEmpty />}
        rowClick={(id) => orderPath(id)}
        primaryText={(r) => `${r.member_account} · ${r.channel_name}`}
        secondaryText={(r) => r.order_number}
        tertiaryText={() => (
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
            <AmountField source="amount" strong />
            <AgeField />
          </Box>
        )}
      />
    );
  }
  return (
    <DataTable bulkActionButtons={false} rowClick={(id) => orderPath(id)} empty={<QueueEmpty />}>
      {orderNumberCol}
      {kindCol}
      {memberCol}
      {amountCol(false)}
      {channelCol}
      {siteCol}
      {createdCol}
      {ageCol}
    </DataTable>
  );
}

/**
 * What waits for finance: bank deposits to check and withdrawals to pay, oldest first, read again every
 * few seconds. An order opens on its page, where it is decided.
 */
export function QueueList() {
  return (
    <List
      filters={filters}
      exporter={false}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
      queryOptions={{ refetchInterval: QUEUE_REFRESH_MS }}
      empty={false}
    >
      <QueueTabs />
      <QueueTable />
    </List>
  );
}
