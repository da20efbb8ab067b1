import { BooleanField, DataTable, DeleteWithConfirmButton } from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { DeviceField } from './device-field';
import { MemberReferenceList } from './member-reference-list';
import { WalletBringBackButton } from './wallet-bring-back-button';

// These lists sort by id only (newest first); their other columns are not sortable.
const col = (source: string) => <DataTable.Col key={source} source={source} disableSort />;
const when = (source: string) => (
  <DataTable.Col key={source} source={source} disableSort>
    <DateTimeField source={source} />
  </DataTable.Col>
);
const device = <DataTable.Col key="device" source="device" field={DeviceField} disableSort />;

/** The columns of each member history, after the admin API's records. */
const LISTS = {
  'member-sessions': [
    <DataTable.Col key="id" source="id" />,
    when('started_at'),
    when('last_seen_at'),
    when('expires_at'),
    device,
    <DataTable.Col key="end" disableSort>
      <DeleteWithConfirmButton
        label="app.member.actions.end_session"
        mutationMode="pessimistic"
        confirmTitle="app.member.actions.end_session"
        confirmContent="ra.message.are_you_sure"
        redirect={false}
      />
    </DataTable.Col>,
  ],
  'member-logins': [<DataTable.Col key="id" source="id" />, when('at'), col('ip'), col('udid'), device],
  'member-wallets': [
    <DataTable.Col key="id" source="id" />,
    col('provider'),
    col('currency'),
    <DataTable.Col key="balance" source="balance" align="right" disableSort />,
    when('updated_at'),
    <DataTable.Col key="bring-back" disableSort>
      <WalletBringBackButton />
    </DataTable.Col>,
  ],
  'member-letters': [
    <DataTable.Col key="id" source="id" />,
    when('created_at'),
    col('title'),
    col('language'),
    <DataTable.Col key="is_read" source="is_read" field={BooleanField} disableSort />,
  ],
};

export function MemberSubList(props: { resource: keyof typeof LISTS }) {
  return <MemberReferenceList reference={props.resource}>{LISTS[props.resource]}</MemberReferenceList>;
}
