import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SiteTimeInput } from '../shared/site-time-input';
import { MoneyInput } from '../shared/money-input';
import { LanguageTabs, SiteCurrencyInputs, siteLocales, useFormSite } from '../shared/site-inputs';
import type { SiteShape } from '../shared/site-inputs';

const prizeKindChoices = [
  { id: 'cash', name: 'app.activities.prize_kind.cash' },
  { id: 'item', name: 'app.activities.prize_kind.item' },
];
const grantKindChoices = [
  { id: 'accounts', name: 'app.activities.grant_kind.accounts' },
  { id: 'currency', name: 'app.activities.grant_kind.currency' },
];

/** One prize: its kind and value, its label in each language of the site, its odds and stock. */
function PrizeInputs({ site, currency }: { site?: SiteShape; currency?: string }) {
  const translate = useTranslate();
  return (
    <FormDataConsumer>
      {({ scopedFormData }) => (
        <Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <SelectInput
              source="kind"
              label="app.activities.prize.kind"
              choices={prizeKindChoices}
              helperText={false}
              fullWidth={false}
              sx={{ minWidth: 140 }}
            />
            {scopedFormData?.kind === 'item' ? (
              <TextInput source="item" label="app.activities.prize.item" helperText={false} fullWidth={false} />
            ) : (
              <MoneyInput source="amount" label="app.activities.prize.amount" currency={currency} />
            )}
            <NumberInput
              source="weight"
              label="app.activities.prize.weight"
              min={1}
              step={1}
              helperText={false}
              fullWidth={false}
              sx={{ width: 110 }}
            />
            <NumberInput
              source="stock"
              label="app.activities.prize.stock"
              min={0}
              step={1}
              helperText={false}
              fullWidth={false}
              placeholder={translate('app.activities.unlimited')}
              sx={{ width: 200 }}
            />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            {siteLocales(site).map((locale) => (
              <TextInput
                key={locale}
                source={`labels.${locale}`}
                label={`${translate('app.activities.prize.label')} ${locale}`}
                helperText={false}
                fullWidth={false}
                sx={{ width: 180 }}
              />
            ))}
          </Box>
        </Box>
      )}
    </FormDataConsumer>
  );
}

function GrantInputs() {
  const kind = useWatch({ name: 'grant.kind' });
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <SelectInput
        source="grant.kind"
        label="app.activities.grant_to"
        choices={grantKindChoices}
        helperText={false}
        fullWidth={false}
        sx={{ minWidth: 220 }}
      />
      <NumberInput
        source="grant.draws"
        label="app.activities.draws_each"
        min={1}
        max={100}
        step={1}
        helperText={false}
        fullWidth={false}
        sx={{ width: 150 }}
      />
      {kind === 'accounts' && (
        <TextInput
          source="grant.accounts"
          label="app.activities.accounts"
          multiline
          minRows={2}
          helperText={translate('app.activities.accounts_help')}
          fullWidth={false}
          sx={{ minWidth: 420 }}
        />
      )}
    </Box>
  );
}

/** Site and currency, the name per language, the prizes, who may spin how often, and the window. */
export function WheelInputs({ editing }: { editing: boolean }) {
  const site = useFormSite();
  const currency = useWatch({ name: 'currency' });
  const translate = useTranslate();
  return (
    <>
      <SiteCurrencyInputs editing={editing} />
      <LanguageTabs source="titles" label={translate('resources.roulettes.fields.title')} site={site} />
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {translate('resources.roulettes.fields.prizes')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.activities.prizes_hint')}
      </Typography>
      <ArrayInput source="prizes" label={false}>
        <SimpleFormIterator inline={false} disableReordering>
          <PrizeInputs site={site} currency={currency} />
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {translate('resources.roulettes.fields.grant')}
      </Typography>
      <GrantInputs />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
        <SiteTimeInput source="start_at" fullWidth={false} />
        <SiteTimeInput source="end_at" fullWidth={false} />
      </Box>
    </>
  );
}
