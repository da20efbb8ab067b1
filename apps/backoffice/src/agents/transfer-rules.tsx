import { Box, Typography } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { MoneyInput } from '../shared/money-input';
import { MoneyHint } from '../shared/money-hint';
import { signOf } from '../shared/money';
import { AmountField } from '../shared/amount-field';
import { SettingsEdit } from '../shared/settings-edit';
import { SettingsList } from '../shared/settings-list';
import { transferRuleBody, validateTransferRule } from './transfer-rule-payload';

/** The daily limit, or "No limit" for 0. */
function DailyField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return signOf(record.daily) === 0 ? <>{translate('app.agents.rule.no_limit')}</> : <AmountField source="daily" />;
}

/** What agents may transfer to their downline, one row per site currency. */
export function TransferRuleList() {
  return (
    <SettingsList
      enabled
      phone={{
        secondaryText: () => (
          <Box component="span" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <AmountField source="min" /> – <AmountField source="max" />
          </Box>
        ),
        tertiaryText: () => <DailyField />,
      }}
    >
      <DataTable.Col source="min" align="right" disableSort>
        <AmountField source="min" />
      </DataTable.Col>
      <DataTable.Col source="max" align="right" disableSort>
        <AmountField source="max" />
      </DataTable.Col>
      <DataTable.Col source="daily" align="right" disableSort>
        <DailyField />
      </DataTable.Col>
    </SettingsList>
  );
}

function RuleInputs({ currency }: { currency: string }) {
  const translate = useTranslate();
  return (
    <>
      <MoneyHint currency={currency} sx={{ mt: 1, mb: 1 }} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <MoneyInput source="min" currency={currency} />
        <MoneyInput source="max" currency={currency} />
        <MoneyInput source="daily" currency={currency} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('app.agents.rule.daily_hint')}
      </Typography>
    </>
  );
}

/** Pessimistic, with the version read (0 for defaults never saved): a change saved meanwhile is a 409. */
export function TransferRuleEdit() {
  return (
    <SettingsEdit
      titleKey="app.agents.rule.title"
      transform={transferRuleBody}
      validate={validateTransferRule}
      enabledSwitch={{ label: 'app.agents.rule.switch', hint: 'app.agents.rule.enabled_hint' }}
    >
      {(currency) => <RuleInputs currency={currency} />}
    </SettingsEdit>
  );
}
