import { useMemo, useState } from 'react';
import { Create, Edit, SimpleForm, useRecordContext } from 'react-admin';
import { newRequestId } from '../shared/request-id';
import { envelopeCreateBody, envelopeFormValues, envelopeUpdateBody, validateEnvelope } from './envelope-payload';
import { EnvelopeInputs } from './envelope-inputs';

/** A minute from now, on the minute: the soonest start the form offers (any later time can be typed). */
export function nextMinute(offsetMinutes = 1): Date {
  const at = new Date(Date.now() + offsetMinutes * 60_000);
  at.setSeconds(0, 0);
  return at;
}

/** A new drop; the server checks the same schema and writes it with its audit entry. */
export function RedEnvelopeCreate() {
  const [requestId] = useState(newRequestId);
  const defaults = useMemo(
    () => ({
      amount: { kind: 'random' },
      count: 100,
      min_member_days: 0,
      start_at: nextMinute(5).toISOString(),
      end_at: nextMinute(65).toISOString(),
    }),
    [],
  );
  return (
    <Create redirect="show" transform={(values) => envelopeCreateBody(values, requestId)}>
      <SimpleForm defaultValues={defaults} validate={(values) => validateEnvelope(values, 'create')}>
        <EnvelopeInputs editing={false} />
      </SimpleForm>
    </Create>
  );
}

function EditForm() {
  const record = useRecordContext();
  const values = useMemo(() => (record ? envelopeFormValues(record) : undefined), [record]);
  if (!values) return null;
  return (
    <SimpleForm record={values} validate={(v) => validateEnvelope(v, 'edit')}>
      <EnvelopeInputs editing />
    </SimpleForm>
  );
}

/** Only while scheduled; the version read goes back, so a change made meanwhile is a 409, not overwritten. */
export function RedEnvelopeEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={(values) => envelopeUpdateBody(values)}>
      <EditForm />
    </Edit>
  );
}
