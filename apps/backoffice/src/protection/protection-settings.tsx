import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { ArrayInput, BooleanInput, DataTable, NumberInput, SelectInput, SimpleFormIterator } from 'react-admin';
import { PROTECTION_MEASURES, PROTECTION_PERIODS } from '@playdeck/contract';
import { MoneyHint } from '../shared/money-hint';
import { MoneyInput } from '../shared/money-input';
import { Section } from '../shared/section';
import { SettingsEdit } from '../shared/settings-edit';
import { SettingsList } from '../shared/settings-list';
import { LimitValueInput } from './limit-value-input';
import { measureChoices, periodChoices } from './protection-choices';
import { PromptField, SiteLimitsSummary, ThresholdsSummary } from './settings-fields';
import { protectionSettingsBody, validateProtectionSettings } from './settings-payload';

/** Player protection of each site currency: the deposit-limit prompt, when to flag harm, site-wide limits. */
export function ProtectionSettingsList() {
  return (
    <SettingsList savedLabels="app.protection.settings" phone={{ secondaryText: () => <SiteLimitsSummary /> }}>
      <DataTable.Col source="deposit_limit_prompt" disableSort>
        <PromptField />
      </DataTable.Col>
      <DataTable.Col source="thresholds" disableSort>
        <ThresholdsSummary />
      </DataTable.Col>
      <DataTable.Col source="limits" disableSort>
        <SiteLimitsSummary />
      </DataTable.Col>
    </SettingsList>
  );
}

const count = (source: string, max: number) => (
  <NumberInput source={source} min={0} max={max} step={1} fullWidth={false} sx={{ minWidth: 220 }} />
);

/** At most one limit per measure and period (the contract's rule), so the list stops at all of them. */
function SiteLimitsInput({ currency }: { currency: string }) {
  const limits = useWatch({ name: 'limits' }) as unknown[] | undefined;
  const full = (limits?.length ?? 0) >= PROTECTION_MEASURES.length * PROTECTION_PERIODS.length;
  return (
    <ArrayInput source="limits" label={false} helperText={false}>
      <SimpleFormIterator inline disableReordering disableClear disableAdd={full}>
        <SelectInput
          source="measure"
          label="app.protection.limits.measure"
          choices={measureChoices}
          defaultValue={PROTECTION_MEASURES[0]}
          helperText={false}
          fullWidth={false}
          sx={{ minWidth: 160 }}
        />
        <SelectInput
          source="period"
          label="app.protection.limits.period"
          choices={periodChoices}
          defaultValue={PROTECTION_PERIODS[0]}
          helperText={false}
          fullWidth={false}
          sx={{ minWidth: 160 }}
        />
        <LimitValueInput currency={currency} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function ProtectionInputs({ currency }: { currency: string }) {
  return (
    <>
      <BooleanInput source="deposit_limit_prompt" helperText="app.protection.settings.prompt_hint" />
      <Section title="app.protection.settings.thresholds" hint="app.protection.settings.thresholds_hint" />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {count('deposits_per_day', 1000)}
        {count('withdrawals_cancelled', 1000)}
        {count('night_play_nights', 30)}
        <MoneyInput source="net_deposits_30d" currency={currency} />
      </Box>
      <Section title="app.protection.settings.limits" hint="app.protection.settings.limits_hint" />
      <MoneyHint currency={currency} sx={{ mb: 1 }} />
      <SiteLimitsInput currency={currency} />
    </>
  );
}

export function ProtectionSettingsEdit() {
  return (
    <SettingsEdit
      titleKey="app.protection.settings.title"
      transform={protectionSettingsBody}
      validate={validateProtectionSettings}
      latest={<SiteLimitsSummary />}
    >
      {(currency) => <ProtectionInputs currency={currency} />}
    </SettingsEdit>
  );
}
