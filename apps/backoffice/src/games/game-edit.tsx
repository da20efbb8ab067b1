import {
  BooleanInput,
  CheckboxGroupInput,
  Edit,
  NumberInput,
  required,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { gameLabelChoices } from './game-choices';
import { gamePayload } from './game-payload';

/** One input per language the game is named in (en_US is the member site's fallback). */
function NameInputs() {
  const record = useRecordContext<{ names?: Record<string, string> }>();
  const translate = useTranslate();
  const locales = Object.keys(record?.names ?? { en_US: '' }).sort();
  return (
    <>
      <Typography variant="subtitle2">{translate('app.games.names')}</Typography>
      {locales.map((locale) => (
        <TextInput key={locale} source={`names.${locale}`} label={locale} validate={required()} />
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
        <NameInputs />
      </SimpleForm>
    </Edit>
  );
}
