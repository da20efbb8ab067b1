import { Box, InputAdornment, Typography } from '@mui/material';
import { DataTable, NumberInput, RadioButtonGroupInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MoneyInput } from '../shared/money-input';
import { CodeField } from '../shared/code-field';
import { MoneyHint } from '../shared/money-hint';
import { permilleAsPercent } from '../shared/permille';
import { AmountField } from '../shared/amount-field';
import { useLang } from '../shared/use-lang';
import { cashbackUpdateBody, validateCashback } from './cashback-payload';
import { modeChoices, periodChoices } from './programme-choices';
import { CapField, RateField } from './programme-fields';
import { SettingsEdit } from '../shared/settings-edit';
import { SettingsList } from '../shared/settings-list';

/** The cash-back programme of each site currency: how much of a period's net loss goes back to members. */
export function CashbackSettingsList() {
  const translate = useTranslate();
  return (
    <SettingsList
      enabled
      phone={{
        secondaryText: (r) =>
          `${translate(`app.programmes.period.${r.period}`)} · ${translate(`app.programmes.mode.${r.mode}`)}`,
        tertiaryText: () => <RateField />,
      }}
    >
      <DataTable.Col source="rate_permille" align="right" disableSort>
        <RateField />
      </DataTable.Col>
      <DataTable.Col source="cap" align="right" disableSort>
        <CapField />
      </DataTable.Col>
      <DataTable.Col source="minimum" align="right" disableSort>
        <AmountField source="minimum" />
      </DataTable.Col>
      <DataTable.Col source="period" disableSort>
        <CodeField source="period" prefix="app.programmes.period" />
      </DataTable.Col>
      <DataTable.Col source="mode" disableSort>
        <CodeField source="mode" prefix="app.programmes.mode" />
      </DataTable.Col>
    </SettingsList>
  );
}

/** The rate in ‰, with what it makes as a percentage under it. */
function RateInput() {
  const translate = useTranslate();
  const lang = useLang();
  const permille = useWatch({ name: 'rate_permille' });
  const percent = permilleAsPercent(permille, lang);
  return (
    <NumberInput
      source="rate_permille"
      min={0}
      max={500}
      step={1}
      fullWidth={false}
      sx={{ minWidth: 220 }}
      helperText={percent ? translate('app.programmes.cashback.rate_hint', { percent }) : ' '}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">‰</InputAdornment> } }}
    />
  );
}

function CashbackInputs({ currency }: { currency: string }) {
  const translate = useTranslate();
  return (
    <>
      <MoneyHint currency={currency} sx={{ mt: 1, mb: 1 }} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <RateInput />
        <MoneyInput source="cap" currency={currency} />
        <MoneyInput source="minimum" currency={currency} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('app.programmes.cashback.amounts_hint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mt: 2 }}>
        <RadioButtonGroupInput source="period" choices={periodChoices} helperText={false} fullWidth={false} />
        <RadioButtonGroupInput
          source="mode"
          choices={modeChoices}
          helperText="app.programmes.cashback.mode_hint"
          fullWidth={false}
        />
      </Box>
    </>
  );
}

export function CashbackSettingsEdit() {
  return (
    <SettingsEdit
      titleKey="app.programmes.cashback.title"
      transform={cashbackUpdateBody}
      validate={validateCashback}
      enabledSwitch={{ label: 'app.programmes.switch', hint: 'app.programmes.cashback.enabled_hint' }}
    >
      {(currency) => <CashbackInputs currency={currency} />}
    </SettingsEdit>
  );
}
