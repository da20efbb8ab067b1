import { Typography } from '@mui/material';
import { ArrayInput, DataTable, SelectInput, SimpleFormIterator, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { REFERRAL_RULE_KINDS } from '@playdeck/contract';
import { MoneyInput } from '../shared/money-input';
import { MoneyHint } from '../shared/money-hint';
import { ruleKindChoices } from './programme-choices';
import { RulesSummary } from './programme-fields';
import { referralUpdateBody, unusedKinds, validateReferral } from './referral-payload';
import { SettingsEdit } from '../shared/settings-edit';
import { SettingsList } from '../shared/settings-list';

/** The recommend-a-friend programme of each site currency: on or off, and what a friend earns the member. */
export function ReferralSettingsList() {
  return (
    <SettingsList enabled phone={{ secondaryText: () => <RulesSummary /> }}>
      <DataTable.Col source="rules" disableSort>
        <RulesSummary />
      </DataTable.Col>
    </SettingsList>
  );
}

/** At most one rule per kind; a new row takes the kind not used yet. */
function RulesInput({ currency }: { currency: string }) {
  const rules = useWatch({ name: 'rules' }) as unknown[] | undefined;
  const free = unusedKinds(rules, REFERRAL_RULE_KINDS);
  return (
    <ArrayInput source="rules" label={false} helperText={false}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        disableAdd={(rules?.length ?? 0) >= REFERRAL_RULE_KINDS.length}
      >
        <SelectInput
          source="kind"
          label="app.programmes.referral.kind"
          choices={ruleKindChoices}
          defaultValue={free[0]}
          helperText={false}
          fullWidth={false}
          sx={{ minWidth: 200 }}
        />
        <MoneyInput source="threshold" currency={currency} label="app.programmes.referral.threshold" />
        <MoneyInput source="award" currency={currency} label="app.programmes.referral.award" />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function ReferralInputs({ currency }: { currency: string }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 500 }}>
        {translate('app.programmes.referral.rules')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.programmes.referral.rules_hint')}
      </Typography>
      <MoneyHint currency={currency} sx={{ mb: 1 }} />
      <RulesInput currency={currency} />
    </>
  );
}

export function ReferralSettingsEdit() {
  return (
    <SettingsEdit
      titleKey="app.programmes.referral.title"
      transform={referralUpdateBody}
      validate={validateReferral}
      latest={<RulesSummary />}
      enabledSwitch={{ label: 'app.programmes.switch', hint: 'app.programmes.referral.enabled_hint' }}
    >
      {(currency) => <ReferralInputs currency={currency} />}
    </SettingsEdit>
  );
}
