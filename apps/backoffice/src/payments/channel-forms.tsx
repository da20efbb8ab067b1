import { useMemo } from 'react';
import { Create, Edit, SimpleForm, useRecordContext } from 'react-admin';
import { channelCreateBody, channelFormValues, channelUpdateBody, validateChannel } from './channel-payload';
import { ChannelInputs } from './channel-inputs';

// Amounts are left for the operator: what fits one currency (10 USD) is nothing in another (10 VND).
const NEW_CHANNEL = {
  kind: 'online',
  enabled: true,
  daily_limit: '0',
  fee_rate_permille: 0,
  quick_amounts: [],
  sort: 0,
};

/** A new channel; the server checks the same schema and writes it with its audit entry. */
export function ChannelCreate() {
  return (
    <Create redirect="list" transform={channelCreateBody}>
      <SimpleForm defaultValues={NEW_CHANNEL} validate={(values) => validateChannel(values, 'create')}>
        <ChannelInputs editing={false} />
      </SimpleForm>
    </Create>
  );
}

function EditForm() {
  const record = useRecordContext();
  const values = useMemo(() => (record ? channelFormValues(record) : undefined), [record]);
  if (!values) return null;
  return (
    <SimpleForm record={values} validate={(v) => validateChannel(v, 'edit')}>
      <ChannelInputs editing />
    </SimpleForm>
  );
}

/** Pessimistic, with the version read: a change saved meanwhile by someone else is a 409, not overwritten. */
export function ChannelEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={channelUpdateBody}>
      <EditForm />
    </Edit>
  );
}
