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
import { ProviderIntegrationInputs } from './provider-integration-inputs';
import { ProviderSyncButton } from './provider-sync-button';
import { useProviderSaveError } from './use-provider-save-error';

function MaintenanceHint() {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('app.games.maintenance_hint')}</Typography>;
}

/** Pessimistic: the server checks the version and audits the change before the console shows it. */
export function ProviderEdit() {
  const onError = useProviderSaveError();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={providerPayload}
      mutationOptions={{ onError }}
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
        <ProviderIntegrationInputs />
      </SimpleForm>
    </Edit>
  );
}
