import { Create, SimpleForm } from 'react-admin';
import { OperatorInputs } from './operator-inputs';
import { createOperatorPayload } from './operator-payload';

export function OperatorCreate() {
  return (
    <Create redirect="list" transform={createOperatorPayload}>
      <SimpleForm defaultValues={{ role: 'support', site_ids: [] }}>
        <OperatorInputs creating />
      </SimpleForm>
    </Create>
  );
}
