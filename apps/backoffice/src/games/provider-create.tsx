import { GAME_TYPES } from '@playdeck/contract';
import {
  CheckboxGroupInput,
  Create,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  regex,
  required,
} from 'react-admin';

// CheckboxGroupInput translates `name`, so each choice is a message key.
const hallChoices = Object.entries(GAME_TYPES).map(([id, type]) => ({
  id: Number(id),
  name: `app.games.type.${type.name}`,
}));

/**
 * Adds a provider the operator's aggregator contract offers to one site, with its lobby tile in the
 * chosen halls. It starts without games: "Sync from provider" on its page brings them.
 */
export function ProviderCreate() {
  return (
    <Create redirect="edit" title="app.games.provider_create.title">
      <SimpleForm defaultValues={{ gt_ids: [] }}>
        <ReferenceInput source="site_id" reference="sites">
          <SelectInput optionText="name" validate={required()} />
        </ReferenceInput>
        <TextInput
          source="gp_id"
          validate={[required(), regex(/^[A-Za-z0-9_-]{1,32}$/, 'app.games.provider_create.gp_id_rule')]}
          helperText="app.games.provider_create.gp_id_help"
        />
        <TextInput source="name" validate={[required(), maxLength(100)]} />
        <CheckboxGroupInput
          source="gt_ids"
          choices={hallChoices}
          validate={required()}
          helperText="app.games.provider_create.halls_help"
        />
      </SimpleForm>
    </Create>
  );
}
