import {
  Edit,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { hub88Payload } from './hub88-payload';
import { Hub88PrivateKeyInput, PEM_STYLE } from './hub88-private-key-input';

function Explain() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
      {translate('app.games.hub88.explain')}
    </Typography>
  );
}

/**
 * The Aggregators page (owners only): the deployment's Hub88 account, one for every site. It is the
 * `aggregators` resource's list route showing the one record, `hub88`. Pessimistic: the server checks the
 * keys and the version and audits the save before the page shows it; no delete.
 */
export function Hub88AccountPage() {
  return (
    <Edit
      id="hub88"
      title="app.games.hub88.title"
      actions={false}
      mutationMode="pessimistic"
      redirect={false}
      transform={hub88Payload}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Explain />
        <NumberInput
          source="operator_id"
          min={1}
          step={1}
          fullWidth
          sx={{ maxWidth: 720 }}
          validate={[required(), minValue(1)]}
        />
        <TextInput
          source="base_url"
          fullWidth
          sx={{ maxWidth: 720 }}
          validate={required()}
          helperText="app.games.hub88.base_url_help"
        />
        <TextInput
          source="aggregator_public_key"
          multiline
          minRows={4}
          fullWidth
          sx={{ maxWidth: 720 }}
          validate={required()}
          helperText="app.games.hub88.public_key_help"
          slotProps={{ htmlInput: { spellCheck: false, style: PEM_STYLE } }}
        />
        <Hub88PrivateKeyInput />
      </SimpleForm>
    </Edit>
  );
}
