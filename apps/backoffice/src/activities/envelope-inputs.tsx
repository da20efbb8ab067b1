import { Box, Typography } from '@mui/material';
import { NumberInput, RadioButtonGroupInput, useTranslate } from 'react-admin';
import { MoneyInput } from '../shared/money-input';
import { useWatch } from 'react-hook-form';
import { SiteTimeInput } from '../shared/site-time-input';
import { decimalsOf } from './money';
import { LanguageTabs, SiteCurrencyInputs, useFormSite } from '../shared/site-inputs';

export const amountKindChoices = [
  { id: 'fixed', name: 'app.activities.amount_kind.fixed' },
  { id: 'random', name: 'app.activities.amount_kind.random' },
];

function AmountRule({ currency }: { currency?: string }) {
  const kind = useWatch({ name: 'amount.kind' });
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <RadioButtonGroupInput
        source="amount.kind"
        label="app.activities.amount_rule"
        choices={amountKindChoices}
        helperText={false}
        fullWidth={false}
      />
      {kind === 'random' ? (
        <>
          <MoneyInput source="amount.min" label="app.activities.amount_min" currency={currency} />
          <MoneyInput source="amount.max" label="app.activities.amount_max" currency={currency} />
        </>
      ) : (
        <MoneyInput source="amount.amount" label="app.activities.amount_each" currency={currency} />
      )}
    </Box>
  );
}

function MoneyHint({ currency }: { currency?: string }) {
  const translate = useTranslate();
  if (!currency) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate('app.activities.money_hint', { currency, decimals: decimalsOf(currency) })}
    </Typography>
  );
}

/** Site and currency, titles per language, the money (budget, envelopes, amount rule) and the window. */
export function EnvelopeInputs({ editing }: { editing: boolean }) {
  const site = useFormSite();
  const currency = useWatch({ name: 'currency' });
  const translate = useTranslate();
  return (
    <>
      <SiteCurrencyInputs editing={editing} />
      <LanguageTabs source="titles" label={translate('resources.red-envelopes.fields.title')} site={site} />
      <MoneyHint currency={currency} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <MoneyInput source="budget" currency={currency} />
        <NumberInput source="count" min={1} step={1} helperText={false} fullWidth={false} />
        <NumberInput source="min_member_days" min={0} step={1} helperText={false} fullWidth={false} />
      </Box>
      <AmountRule currency={currency} />
      <Typography variant="body2" color="text.secondary">
        {translate('app.activities.amount_rule_hint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
        <SiteTimeInput source="start_at" fullWidth={false} />
        <SiteTimeInput source="end_at" fullWidth={false} />
      </Box>
    </>
  );
}
