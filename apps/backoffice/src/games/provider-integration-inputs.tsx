import { AGGREGATORS, WALLET_MODES } from '@playdeck/contract/admin';
import { RadioButtonGroupInput, SelectInput, TextInput, maxLength, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';

// Choice names are message keys: react-admin translates them.
const aggregatorChoices = AGGREGATORS.map((id) => ({ id, name: `app.games.integration.aggregator.${id}` }));

/** A wallet mode's name, and under it the one line that says where the member's money sits. */
function WalletModeOption({ id }: { id: (typeof WALLET_MODES)[number] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="body2">{translate(`app.games.integration.wallet_mode.${id}`)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(`app.games.integration.wallet_mode.${id}_hint`)}
      </Typography>
    </Box>
  );
}
const walletModeChoices = WALLET_MODES.map((id) => ({ id, name: <WalletModeOption id={id} /> }));

/**
 * The provider's integration: which aggregator serves its games, whether the member's balance moves into
 * the game or each bet posts on the main wallet, and its product name at the aggregator. The server
 * refuses the first two while members have money with the provider (the form shows its message).
 */
export function ProviderIntegrationInputs() {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="provider-integration" sx={{ width: '100%', mt: 2 }}>
      <Typography id="provider-integration" variant="h6" component="h2">
        {translate('app.games.integration.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.games.integration.explain')}
      </Typography>
      <SelectInput source="aggregator" choices={aggregatorChoices} helperText="app.games.integration.aggregator_help" />
      <RadioButtonGroupInput source="wallet_mode" choices={walletModeChoices} row={false} />
      <TextInput
        source="aggregator_product"
        validate={maxLength(100)}
        helperText="app.games.integration.product_help"
      />
    </Box>
  );
}
