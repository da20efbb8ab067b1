import {
  BooleanInput,
  DateTimeInput,
  Edit,
  NumberInput,
  SimpleForm,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { providerPayload } from './game-payload';

/** A date-time input's value as the API takes it: an ISO instant, or null when cleared. */
const toIso = (value: string | null) => (value ? new Date(value).toISOString() : null);

function MaintenanceHint() {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('app.games.maintenance_hint')}</Typography>;
}

/** Pessimistic: the server checks the version and audits the change before the console shows it. */
export function ProviderEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={providerPayload}>
      <SimpleForm>
        <TextField source="gp_id" />
        <TextInput source="name" />
        <BooleanInput source="active" />
        <BooleanInput source="transfer_enabled" />
        <NumberInput source="sort" min={0} step={1} />
        <MaintenanceHint />
        <DateTimeInput source="maintenance_start" parse={toIso} />
        <DateTimeInput source="maintenance_end" parse={toIso} />
      </SimpleForm>
    </Edit>
  );
}
