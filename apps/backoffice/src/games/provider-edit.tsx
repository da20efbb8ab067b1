import {
  BooleanInput,
  Edit,
  NumberInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { SiteTimeInput } from '../shared/site-time-input';
import { providerPayload } from './game-payload';
import { ProviderSyncButton } from './provider-sync-button';

function MaintenanceHint() {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('app.games.maintenance_hint')}</Typography>;
}

/** Pessimistic: the server checks the version and audits the change before the console shows it. */
export function ProviderEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={providerPayload}
      actions={
        <TopToolbar>
          <ProviderSyncButton />
        </TopToolbar>
      }
    >
      <SimpleForm>
        <TextField source="gp_id" />
        <TextInput source="name" />
        <BooleanInput source="active" />
        <BooleanInput source="transfer_enabled" />
        <NumberInput source="sort" min={0} step={1} />
        <MaintenanceHint />
        <SiteTimeInput source="maintenance_start" />
        <SiteTimeInput source="maintenance_end" />
      </SimpleForm>
    </Edit>
  );
}
