import { Box, InputAdornment, Typography } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  List,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceField,
  SimpleList,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MoneyInput } from '../shared/money-input';
import { CodeField } from '../shared/code-field';
import { FixedIdentity } from '../shared/fixed-identity';
import { moneyHint } from '../shared/money-hint';
import { permilleAsPercent } from '../shared/permille';
import { AmountField } from '../shared/amount-field';
import { useLang } from '../shared/use-lang';
import { usePhone } from '../shared/use-phone';
import { cashbackUpdateBody, validateCashback } from './cashback-payload';
import { modeChoices, periodChoices } from './programme-choices';
import { CapField, RateField } from './programme-fields';
import { EnabledField, SavedField, SettingsEdit, SettingsHeading } from '../shared/settings-edit';
import { siteFilter } from '../shared/filter-inputs';

const RESOURCE = 'cashback-settings';

const filters = [siteFilter];

function CashbackTable() {
  const { canAccess: canEdit } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  return (
    <DataTable bulkActionButtons={false} rowClick={canEdit ? 'edit' : false}>
      <DataTable.Col source="site_id" disableSort>
        <ReferenceField source="site_id" reference="sites" link={false} />
      </DataTable.Col>
      <DataTable.Col source="currency" disableSort />
      <DataTable.Col source="enabled" disableSort>
        <EnabledField />
      </DataTable.Col>
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
      <DataTable.Col source="version" disableSort>
        <SavedField />
      </DataTable.Col>
    </DataTable>
  );
}

function CashbackSimpleList() {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  return (
    <SimpleList
      rowClick={canEdit ? 'edit' : false}
      primaryText={(r) => <SettingsHeading record={r} />}
      secondaryText={(r) =>
        `${translate(`app.programmes.period.${r.period}`)} · ${translate(`app.programmes.mode.${r.mode}`)}`
      }
      tertiaryText={() => <RateField />}
    />
  );
}

/** The cash-back programme of each site currency: how much of a period's net loss goes back to members. */
export function CashbackSettingsList() {
  const phone = usePhone();
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'ASC' }} perPage={25} pagination={false}>
      {phone ? <CashbackSimpleList /> : <CashbackTable />}
    </List>
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

function CashbackInputs() {
  const record = useRecordContext();
  const translate = useTranslate();
  const currency = String(record?.currency ?? '');
  return (
    <>
      <FixedIdentity />
      <BooleanInput source="enabled" label="app.programmes.switch" helperText="app.programmes.cashback.enabled_hint" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 1 }}>
        {moneyHint(translate, currency)}
      </Typography>
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
    <SettingsEdit titleKey="app.programmes.cashback.title" transform={cashbackUpdateBody} validate={validateCashback}>
      <CashbackInputs />
    </SettingsEdit>
  );
}
