import { Box, InputAdornment, Typography } from '@mui/material';
import { DataTable, FunctionField, NumberInput, useTranslate } from 'react-admin';
import { MoneyInput } from '../shared/money-input';
import { MoneyHint } from '../shared/money-hint';
import { AmountField } from '../shared/amount-field';
import { ruleUpdateBody, validateRule } from './rule-payload';
import { SettingsEdit } from '../shared/settings-edit';
import { SettingsList } from '../shared/settings-list';

/** What a withdrawal must respect, one row per site currency. */
export function RuleList() {
  return (
    <SettingsList savedLabels="app.payments.rule">
      <DataTable.Col source="min_amount" align="right" disableSort>
        <AmountField source="min_amount" />
      </DataTable.Col>
      <DataTable.Col source="max_amount" align="right" disableSort>
        <AmountField source="max_amount" />
      </DataTable.Col>
      <DataTable.Col source="daily_count" align="right" disableSort />
      <DataTable.Col source="daily_amount" align="right" disableSort>
        <AmountField source="daily_amount" />
      </DataTable.Col>
      <DataTable.Col source="turnover_multiplier" align="right" disableSort>
        <FunctionField render={(r) => `× ${r.turnover_multiplier}`} />
      </DataTable.Col>
    </SettingsList>
  );
}

function RuleInputs({ currency }: { currency: string }) {
  const translate = useTranslate();
  return (
    <>
      <MoneyHint currency={currency} sx={{ mb: 1 }} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <MoneyInput source="min_amount" currency={currency} />
        <MoneyInput source="max_amount" currency={currency} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
        <NumberInput source="daily_count" min={0} max={1000} step={1} fullWidth={false} sx={{ minWidth: 180 }} />
        <MoneyInput source="daily_amount" currency={currency} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('app.payments.rule.daily_hint')}
      </Typography>
      <NumberInput
        source="turnover_multiplier"
        min={0}
        max={100}
        step={1}
        fullWidth={false}
        sx={{ mt: 2, width: 180 }}
        helperText="app.payments.rule.turnover_hint"
        slotProps={{ input: { startAdornment: <InputAdornment position="start">×</InputAdornment> } }}
      />
    </>
  );
}

/** Saved over the version read (0 for the defaults): a change saved meanwhile is a 409, never overwritten. */
export function RuleEdit() {
  return (
    <SettingsEdit titleKey="app.payments.rule.title" transform={ruleUpdateBody} validate={validateRule}>
      {(currency) => <RuleInputs currency={currency} />}
    </SettingsEdit>
  );
}
