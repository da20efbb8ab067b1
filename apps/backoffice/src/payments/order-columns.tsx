import { DataTable, ReferenceField, TextField } from 'react-admin';
import { AdjustmentMember } from '../shared/adjustment-member';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { AgeField, ChannelField } from './payment-fields';
import { AmountField } from '../shared/amount-field';
import { MonoField } from '../shared/mono-field';
import { CodeField } from '../shared/code-field';

// The columns the queue and the order list share; the API sorts orders by id or amount only.

export const orderNumberCol = (
  <DataTable.Col key="order_number" source="order_number" disableSort>
    <MonoField source="order_number" />
  </DataTable.Col>
);

export const kindCol = (
  <DataTable.Col key="kind" source="kind" disableSort>
    <CodeField source="kind" prefix="app.payments.kind" />
  </DataTable.Col>
);

/** The member's account, a link to their page (its clicks do not open the order). */
export const memberCol = (
  <DataTable.Col key="member" source="member_account" disableSort>
    <AdjustmentMember />
  </DataTable.Col>
);

export const amountCol = (sortable: boolean) => (
  <DataTable.Col key="amount" source="amount" align="right" disableSort={!sortable}>
    <AmountField source="amount" strong />
  </DataTable.Col>
);

export const channelCol = (
  <DataTable.Col key="channel" source="channel_name" disableSort>
    <ChannelField />
  </DataTable.Col>
);

export const siteCol = (
  <DataTable.Col key="site" source="site_id" disableSort>
    <ReferenceField source="site_id" reference="sites" link={false} />
  </DataTable.Col>
);

export const statusCol = (
  <DataTable.Col key="status" source="status" disableSort>
    <StatusChip source="status" prefix="app.payments.status" />
  </DataTable.Col>
);

export const ageCol = (
  <DataTable.Col key="age" source="age" disableSort align="right">
    <AgeField />
  </DataTable.Col>
);

export const createdCol = (
  <DataTable.Col key="created_at" source="created_at" disableSort>
    <DateTimeField source="created_at" />
  </DataTable.Col>
);

export const feeCol = (
  <DataTable.Col key="fee" source="fee" align="right" disableSort>
    <AmountField source="fee" />
  </DataTable.Col>
);

export const noteCol = (
  <DataTable.Col key="note" source="note" disableSort>
    <TextField source="note" emptyText="" />
  </DataTable.Col>
);
