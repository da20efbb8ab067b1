import {
  PasswordInput,
  ReferenceArrayInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  maxLength,
  minLength,
  required,
} from 'react-admin';
import { operatorStatusChoices, roleChoices } from '../shared/choices';

/** The fields an owner sets on an operator; the password only when creating one. */
export function OperatorInputs(props: { creating: boolean }) {
  return (
    <>
      <TextInput source="username" validate={[required(), maxLength(64)]} disabled={!props.creating} />
      {props.creating && (
        <PasswordInput
          source="password"
          autoComplete="new-password"
          validate={[required(), minLength(12), maxLength(128)]}
        />
      )}
      <TextInput source="display_name" validate={[required(), maxLength(64)]} />
      <SelectInput source="role" choices={roleChoices} validate={required()} />
      <ReferenceArrayInput source="site_ids" reference="sites">
        {/* Inside a reference input the label would come from the sites resource: name it here. */}
        <SelectArrayInput label="resources.operators.fields.site_ids" optionText="name" sx={{ minWidth: 240 }} />
      </ReferenceArrayInput>
      {!props.creating && <SelectInput source="status" choices={operatorStatusChoices} validate={required()} />}
    </>
  );
}
