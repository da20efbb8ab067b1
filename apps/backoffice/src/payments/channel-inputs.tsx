import { Box, InputAdornment, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MoneyInput } from '../shared/money-input';
import { SiteCurrencyInputs } from '../shared/site-inputs';
import { channelKindChoices } from './payment-choices';
import { permilleAsPercent } from '../shared/permille';
import { useLang } from '../shared/use-lang';
import { FixedIdentity } from '../shared/fixed-identity';
import { MoneyHint } from '../shared/money-hint';
import { Section } from '../shared/section';

/** Members see at most this many quick-amount buttons (the contract's limit). */
const MAX_QUICK_AMOUNTS = 8;

/** The rate in ‰, with what it makes as a percentage under it. */
function FeeInput() {
  const translate = useTranslate();
  const lang = useLang();
  const permille = useWatch({ name: 'fee_rate_permille' });
  const percent = permilleAsPercent(permille, lang);
  return (
    <NumberInput
      source="fee_rate_permille"
      min={0}
      max={200}
      step={1}
      fullWidth={false}
      sx={{ minWidth: 180 }}
      helperText={percent ? translate('app.payments.channel.fee_hint', { percent }) : ' '}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">‰</InputAdornment> } }}
    />
  );
}

/** Site, currency and kind (online: the gateway; bank: a manual transfer): chosen on create only. */
function Identity({ editing }: { editing: boolean }) {
  if (editing) return <FixedIdentity kind />;
  return (
    <>
      <SiteCurrencyInputs editing={false} />
      <RadioButtonGroupInput source="kind" choices={channelKindChoices} helperText={false} />
    </>
  );
}

/** Site, currency and kind; name, order and switch; limits and fee; quick amounts; the bank's account. */
export function ChannelInputs({ editing }: { editing: boolean }) {
  const translate = useTranslate();
  const currency = useWatch({ name: 'currency' }) as string | undefined;
  const kind = useWatch({ name: 'kind' });
  const quick = useWatch({ name: 'quick_amounts' }) as unknown[] | undefined;
  return (
    <>
      <Identity editing={editing} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextInput source="name" sx={{ minWidth: 280 }} fullWidth={false} />
        <NumberInput source="sort" min={0} step={1} fullWidth={false} helperText="app.payments.channel.sort_hint" />
        <BooleanInput source="enabled" helperText="app.payments.channel.enabled_hint" />
      </Box>

      <Section
        title="app.payments.channel.limits"
        hint={currency ? undefined : 'app.payments.channel.choose_currency'}
      />
      {currency && <MoneyHint currency={currency} sx={{ mb: 1 }} />}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <MoneyInput source="min_amount" currency={currency} />
        <MoneyInput source="max_amount" currency={currency} />
        <MoneyInput source="daily_limit" currency={currency} />
        <FeeInput />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('app.payments.channel.daily_limit_hint')}
      </Typography>

      <Section title="app.payments.channel.quick_amounts" hint="app.payments.channel.quick_amounts_hint" />
      <ArrayInput source="quick_amounts" label={false} helperText={false}>
        <SimpleFormIterator
          inline
          disableReordering
          disableAdd={(quick?.length ?? 0) >= MAX_QUICK_AMOUNTS}
          // The amounts side by side, as members see the buttons, instead of one a line.
          sx={{
            '& .RaSimpleFormIterator-list': { display: 'flex', flexWrap: 'wrap', columnGap: 1 },
            '& .RaSimpleFormIterator-line': { borderBottom: 'none' },
          }}
        >
          <MoneyInput source="amount" currency={currency} label="app.payments.channel.quick_amount" />
        </SimpleFormIterator>
      </ArrayInput>

      {kind === 'bank' && (
        <>
          <Section title="app.payments.channel.bank" hint="app.payments.channel.bank_hint" />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextInput source="bank_name" sx={{ minWidth: 260 }} fullWidth={false} />
            <TextInput source="branch" sx={{ minWidth: 260 }} fullWidth={false} />
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextInput source="account_name" sx={{ minWidth: 260 }} fullWidth={false} />
            <TextInput source="account_no" sx={{ minWidth: 260 }} fullWidth={false} />
          </Box>
        </>
      )}
    </>
  );
}
