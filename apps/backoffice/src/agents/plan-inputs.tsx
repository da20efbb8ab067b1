import { Box, Typography } from '@mui/material';
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
import { Section } from '../shared/section';
import { MoneyHint } from '../shared/money-hint';
import { MAX_PERMILLE, MAX_TIERS, agentPeriodChoices } from './agent-choices';
import { PercentInput } from './percent-input';

/** The plan's name and whether new agents of its site and currency get it. */
export function PlanNameInputs() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextInput source="name" sx={{ minWidth: 280 }} fullWidth={false} />
      <BooleanInput source="is_default" helperText="app.agents.plan.default_hint" />
    </Box>
  );
}

/** Up to ten tiers: a period earns the highest rate among those whose both thresholds it reached. */
function TiersInput({ currency }: { currency: string }) {
  const tiers = useWatch({ name: 'terms.tiers' }) as unknown[] | undefined;
  return (
    <ArrayInput source="terms.tiers" label={false} helperText={false}>
      <SimpleFormIterator inline disableReordering disableClear disableAdd={(tiers?.length ?? 0) >= MAX_TIERS}>
        <NumberInput
          source="active_members"
          label="app.agents.plan.active_members"
          min={0}
          step={1}
          helperText={false}
          fullWidth={false}
          sx={{ width: 170 }}
        />
        <MoneyInput source="net_result" currency={currency} label="app.agents.plan.net_result" />
        <PercentInput source="rate_permille" label="app.agents.plan.rate" max={MAX_PERMILLE.rate} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** The terms: how often the plan settles, its tiers, the deductions, negative periods and sub-agents. */
export function TermsInputs({ currency }: { currency: string }) {
  const translate = useTranslate();
  return (
    <>
      <RadioButtonGroupInput
        source="terms.period"
        label="app.agents.plan.period"
        choices={agentPeriodChoices}
        helperText="app.agents.plan.period_hint"
      />
      <Section title="app.agents.plan.tiers" hint="app.agents.plan.tiers_hint" />
      {currency && <MoneyHint currency={currency} sx={{ mb: 1 }} />}
      <TiersInput currency={currency} />
      <Section title="app.agents.plan.deductions" hint="app.agents.plan.deductions_hint" />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <PercentInput
          source="terms.bonus_share_permille"
          label="app.agents.plan.bonus_share"
          max={MAX_PERMILLE.share}
        />
        <PercentInput source="terms.fee_share_permille" label="app.agents.plan.fee_share" max={MAX_PERMILLE.share} />
      </Box>
      <Section title="app.agents.plan.more" />
      <BooleanInput
        source="terms.carry_negative"
        label="app.agents.plan.carry_negative"
        helperText="app.agents.plan.carry_negative_hint"
      />
      <PercentInput
        source="terms.sub_agent_permille"
        label="app.agents.plan.sub_agent_share"
        max={MAX_PERMILLE.sub_agent}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('app.agents.plan.sub_agent_hint')}
      </Typography>
    </>
  );
}
