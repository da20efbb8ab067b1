import { Card, CardContent, Grid, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import {
  Labeled,
  ListButton,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { RaRecord } from 'react-admin';
import { AdjustmentMember } from '../shared/adjustment-member';
import { CodeField } from '../shared/code-field';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { MemberContextCard } from './member-context-card';
import { OrderDecision } from './order-decision';
import { OrderHistory } from './order-history';
import { pollWhileOpen } from './payment-choices';
import { AmountField } from '../shared/amount-field';
import { ChannelField } from './payment-fields';
import { MonoField } from '../shared/mono-field';
import { QUEUE } from './payments-data-provider';
import { ReceiptPicture } from './receipt-picture';

function OrderTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(`app.payments.title_${record.kind}`, { order_number: record.order_number })}</>;
}

const manual = (record: RaRecord | undefined) =>
  record !== undefined && (record.kind === 'withdrawal' || record.channel_kind === 'bank');

function OrderActions() {
  const record = useRecordContext();
  return (
    <TopToolbar sx={{ gap: 1, alignItems: 'center' }}>
      {/* Orders finance decides come from the queue: one click back to the next. */}
      {manual(record) && <ListButton resource={QUEUE} label="app.payments.back_to_queue" />}
      <OrderDecision />
    </TopToolbar>
  );
}

/** One labelled value in the order's grid (`long`: a whole line on a phone; `wide`: a whole line always). */
function Item(props: { source: string; children: ReactElement; wide?: boolean; long?: boolean }) {
  return (
    <Grid size={{ xs: props.wide || props.long ? 12 : 6, sm: props.wide ? 12 : 6, md: props.wide ? 12 : 4 }}>
      <Labeled source={props.source} resource="payment-orders">
        {props.children}
      </Labeled>
    </Grid>
  );
}

/** The order itself: what, who, how much, through which channel, and what the gateway said. */
function OrderFields() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const bankDeposit = record.kind === 'deposit' && record.channel_kind === 'bank';
  // What the gateway said, once it has said anything (a payout not yet sent has nothing to show).
  const gateway = Boolean(record.gateway_status || record.gateway_tx_id);
  return (
    <Card variant="outlined" component="section" aria-label={translate('app.payments.order')}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
          {translate('app.payments.order')}
        </Typography>
        <Grid container spacing={2}>
          <Item source="order_number" long>
            <MonoField source="order_number" />
          </Item>
          <Item source="status">
            <StatusChip source="status" prefix="app.payments.status" />
          </Item>
          <Item source="kind">
            <CodeField source="kind" prefix="app.payments.kind" />
          </Item>
          <Item source="amount">
            <Typography component="span" variant="h6">
              <AmountField source="amount" />
            </Typography>
          </Item>
          <Item source="fee">
            <AmountField source="fee" />
          </Item>
          <Item source="channel_name">
            <ChannelField />
          </Item>
          <Item source="member_account">
            <AdjustmentMember />
          </Item>
          <Item source="site_id">
            <ReferenceField source="site_id" reference="sites" link={false} />
          </Item>
          <Item source="created_at">
            <DateTimeField source="created_at" />
          </Item>
          {bankDeposit && (
            <Item source="sender_name">
              <TextField source="sender_name" emptyText="—" />
            </Item>
          )}
          {bankDeposit && (
            <Item source="transferred_at">
              <DateTimeField source="transferred_at" />
            </Item>
          )}
          {record.kind === 'withdrawal' && (
            <Item source="payout_account" wide>
              <MonoField source="payout_account" />
            </Item>
          )}
          {gateway && (
            <Item source="gateway_status">
              <CodeField source="gateway_status" prefix="app.payments.gateway_status" />
            </Item>
          )}
          {gateway && (
            <Item source="gateway_tx_id" long>
              <MonoField source="gateway_tx_id" />
            </Item>
          )}
          <Item source="updated_at">
            <DateTimeField source="updated_at" />
          </Item>
          {record.note && (
            <Item source="note" wide>
              <TextField source="note" sx={{ whiteSpace: 'pre-wrap' }} />
            </Item>
          )}
        </Grid>
      </CardContent>
    </Card>
  );
}

/**
 * One deposit or withdrawal: its fields and history on the left, the member's context and the receipt
 * on the right, and Approve / Reject while it waits for finance. Read again every 3 s while open.
 */
export function OrderShow() {
  return (
    <Show
      title={<OrderTitle />}
      actions={<OrderActions />}
      component="div"
      queryOptions={{ refetchInterval: (query) => pollWhileOpen(query.state.data) }}
    >
      <Grid container spacing={2} sx={{ mt: { xs: 0, sm: 1 } }}>
        <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <OrderFields />
          <OrderHistory />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <MemberContextCard />
          <ReceiptPicture />
        </Grid>
      </Grid>
    </Show>
  );
}
