import { Alert, Card, CardContent, Typography } from '@mui/material';
import type { AgentPlanTerms } from '@playdeck/contract';
import { Create, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SiteCurrencyInputs } from '../shared/site-inputs';
import { Section } from '../shared/section';
import { SettingsEdit } from '../shared/settings-edit';
import { TermsSummary, useNextFrom } from './agent-fields';
import { PlanNameInputs, TermsInputs } from './plan-inputs';
import { planCreateBody, planFormValues, planUpdateBody, validatePlan } from './plan-payload';

// Thresholds and shares are left for the operator (what fits one currency is nothing in another); a first
// tier that any period reaches is there to fill in.
const NEW_PLAN = {
  is_default: false,
  terms: {
    period: 'month',
    tiers: [{ active_members: 0, net_result: '0' }],
    carry_negative: true,
    sub_agent_permille: 0,
  },
};

/** A new plan of a site and currency; the server checks the same schema and audits it. */
export function PlanCreate() {
  return (
    <Create redirect="list" transform={planCreateBody}>
      <SimpleForm defaultValues={NEW_PLAN} validate={(values) => validatePlan(values, 'create')} noValidate>
        <SiteCurrencyInputs editing={false} />
        <PlanNameInputs />
        <NewTerms />
      </SimpleForm>
    </Create>
  );
}

function NewTerms() {
  const currency = useWatch({ name: 'currency' }) as string | undefined;
  return (
    <>
      <Section title="app.agents.plan.terms" hint="app.agents.plan.new_terms_hint" />
      <TermsInputs currency={currency ?? ''} />
    </>
  );
}

/** The terms the period now running settles by, read only: what is typed below changes the next period. */
function RunningTerms() {
  const record = useRecordContext();
  const translate = useTranslate();
  const nextFrom = useNextFrom();
  if (!record) return null;
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 640, mt: 1 }}>
      <CardContent>
        <Typography variant="subtitle2" component="h3">
          {translate('app.agents.plan.running_terms')}
        </Typography>
        <TermsSummary terms={record.running_terms as AgentPlanTerms} currency={record.currency} />
        {nextFrom && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('app.agents.plan.next_saved', { date: nextFrom })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function EditTerms({ currency }: { currency: string }) {
  const nextFrom = useNextFrom();
  const translate = useTranslate();
  return (
    <>
      <RunningTerms />
      <Section title="app.agents.plan.next_terms" />
      <Typography variant="body2" color="text.secondary">
        {nextFrom
          ? translate('app.agents.plan.next_terms_from', { date: nextFrom })
          : translate('app.agents.plan.next_terms_hint')}
      </Typography>
      <TermsInputs currency={currency} />
    </>
  );
}

/** What was saved meanwhile, after "load the latest": the terms of the next period (or the running ones). */
function LatestTerms() {
  const record = useRecordContext();
  if (!record) return null;
  return <TermsSummary terms={(record.next_terms ?? record.terms) as AgentPlanTerms} currency={record.currency} />;
}

const validateEdit = (values: Parameters<typeof validatePlan>[0]) => validatePlan(values, 'edit');

/**
 * A plan's name, default and terms: the terms saved apply from the next period; the running one keeps
 * its own. Pessimistic with the version read, so a change saved meanwhile is a 409, never overwritten.
 */
export function PlanEdit() {
  return (
    <SettingsEdit
      titleKey="app.agents.plan.title"
      transform={planUpdateBody}
      validate={validateEdit}
      formValues={planFormValues}
      latest={<LatestTerms />}
    >
      {(currency) => (
        <>
          <PlanNameInputs />
          <EditTerms currency={currency} />
        </>
      )}
    </SettingsEdit>
  );
}
