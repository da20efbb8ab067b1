import { blacklistValue } from '@playdeck/contract/admin';
import type { BlacklistKind } from '@playdeck/contract/admin';
import type { HttpError } from 'react-admin';
import {
  Create,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorStatus } from '../api/http-client';
import { useErrorMessage } from '../shared/use-error-message';
import { kindChoices } from './blacklist-list';

/** The value as the server will check it (the contract's rule), in the operator's language. */
const validValue = (value: unknown, values: { kind?: BlacklistKind }) => {
  if (typeof value !== 'string' || !value.trim() || !values.kind) return undefined;
  return 'error' in blacklistValue(values.kind, value) ? `app.blacklist.invalid.${values.kind}` : undefined;
};

function ValueInput() {
  const kind = useWatch({ name: 'kind' }) as BlacklistKind | undefined;
  return (
    <TextInput
      source="value"
      validate={[required(), validValue]}
      helperText={kind ? `app.blacklist.help.${kind}` : false}
      sx={{ minWidth: 360 }}
    />
  );
}

/** Save; a value the site lists already (409) is marked on the value, a field the server refused under it. */
function SaveToolbar() {
  const { setError } = useFormContext();
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const onError = (error: unknown) => {
    if (errorStatus(error) === 409) return setError('value', { message: translate('app.blacklist.duplicate') });
    if ((error as HttpError | undefined)?.body?.errors) return;
    notify(errorMessage(error), { type: 'error' });
  };
  return (
    <Toolbar>
      <SaveButton type="button" mutationOptions={{ onError }} />
    </Toolbar>
  );
}

/** A new entry; the server keeps it as registration compares it (trimmed, lower case, a phone's digits). */
export function BlacklistCreate() {
  return (
    <Create redirect="list" title="app.blacklist.create_title">
      <SimpleForm defaultValues={{ kind: 'name' }} toolbar={<SaveToolbar />}>
        <ReferenceInput source="site_id" reference="sites">
          <SelectInput optionText="name" validate={required()} />
        </ReferenceInput>
        <SelectInput source="kind" choices={kindChoices} validate={required()} />
        <ValueInput />
      </SimpleForm>
    </Create>
  );
}
