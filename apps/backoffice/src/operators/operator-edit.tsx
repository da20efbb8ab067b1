import { Edit, SimpleForm } from 'react-admin';
import { EnrolmentCodePanel } from './enrolment-code-panel';
import { OperatorInputs } from './operator-inputs';
import { updateOperatorPayload } from './operator-payload';

/** Pessimistic: the server checks and audits the change before the console shows it. Below the form,
 * the operator's two-factor enrolment code. */
export function OperatorEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={updateOperatorPayload}>
      <SimpleForm>
        <OperatorInputs creating={false} />
      </SimpleForm>
      <EnrolmentCodePanel />
    </Edit>
  );
}
