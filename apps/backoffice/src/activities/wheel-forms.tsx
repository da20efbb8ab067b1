import { useMemo, useState } from 'react';
import { Create, Edit, SimpleForm, useRecordContext } from 'react-admin';
import { newRequestId } from '../shared/request-id';
import { nextMinute } from './envelope-forms';
import { WheelInputs } from './wheel-inputs';
import { validateWheel, wheelCreateBody, wheelFormValues, wheelUpdateBody } from './wheel-payload';

/** A new wheel; the server checks the same schema and writes it with its audit entry. */
export function RouletteCreate() {
  const [requestId] = useState(newRequestId);
  const defaults = useMemo(
    () => ({
      prizes: [
        { kind: 'cash', weight: 1, stock: null },
        { kind: 'item', weight: 5, stock: null },
      ],
      grant: { kind: 'currency', draws: 1 },
      start_at: nextMinute(5).toISOString(),
      end_at: nextMinute(60 * 24 * 7).toISOString(),
    }),
    [],
  );
  return (
    <Create redirect="show" transform={(values) => wheelCreateBody(values, requestId)}>
      <SimpleForm defaultValues={defaults} validate={(values) => validateWheel(values, 'create')}>
        <WheelInputs editing={false} />
      </SimpleForm>
    </Create>
  );
}

function EditForm() {
  const record = useRecordContext();
  const values = useMemo(() => (record ? wheelFormValues(record) : undefined), [record]);
  if (!values) return null;
  return (
    <SimpleForm record={values} validate={(v) => validateWheel(v, 'edit')}>
      <WheelInputs editing />
    </SimpleForm>
  );
}

/** Only while scheduled (nobody has spun); a change made meanwhile is a 409, not overwritten. */
export function RouletteEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={(values) => wheelUpdateBody(values)}>
      <EditForm />
    </Edit>
  );
}
