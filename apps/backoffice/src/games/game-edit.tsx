import {
  BooleanInput,
  CheckboxGroupInput,
  Edit,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { PictureInput } from '../content';
import { useSite } from '../shared/use-sites';
import { gameLabelChoices } from './game-choices';
import { gamePayload } from './game-payload';

const deviceChoices = ['0', '1', '2'].map((id) => ({ id: Number(id), name: `app.games.device.${id}` }));

/**
 * One input per language of the game's site, and any other the game is already named in; en_US is the
 * member site's fallback, so it is always there and required. An empty name is left out when saved.
 */
function NameInputs() {
  const record = useRecordContext<{ site_id?: number; names?: Record<string, string> }>();
  const site = useSite(record?.site_id);
  const translate = useTranslate();
  const locales = [...new Set(['en_US', ...(site?.locales ?? []), ...Object.keys(record?.names ?? {})])];
  return (
    <>
      <Typography variant="subtitle2">{translate('app.games.names')}</Typography>
      {locales.map((locale) => (
        <TextInput
          key={locale}
          source={`names.${locale}`}
          label={locale}
          validate={locale === 'en_US' ? required() : undefined}
        />
      ))}
    </>
  );
}

/** Pessimistic: the server checks the version and audits the change before the console shows it. */
export function GameEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={gamePayload}>
      <SimpleForm>
        <TextField source="gp_id" />
        <TextField source="game_code" />
        <BooleanInput source="active" />
        <NumberInput source="sort" min={0} step={1} />
        <CheckboxGroupInput source="labels" choices={gameLabelChoices} />
        <SelectInput source="support_device" choices={deviceChoices} validate={required()} />
        <BooleanInput source="has_demo" />
        <PictureInput
          source="icon_light"
          purpose="icon"
          label="resources.games.fields.icon_light"
          pick={(reply) => reply.urls.main}
        />
        <PictureInput
          source="icon_dark"
          purpose="icon"
          label="resources.games.fields.icon_dark"
          pick={(reply) => reply.urls.main}
        />
        <NameInputs />
      </SimpleForm>
    </Edit>
  );
}
