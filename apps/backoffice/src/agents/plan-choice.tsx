import { Alert } from '@mui/material';
import { SelectInput, required, useGetList, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';

/** The choice that sends no plan: the site's default plan for the currency. */
export const SITE_DEFAULT = 'default';
/** The plan chosen as the API takes it: its id, or null for the site default (or no choice offered). */
export const planIdOf = (plan: unknown) => (typeof plan === 'string' && plan !== SITE_DEFAULT ? Number(plan) : null);

/** The plans of an agent's (or applicant's) site and currency, and which one "site default" stands for. */
function usePlans(record: RaRecord) {
  const { data = [], isPending } = useGetList('agent-plans', {
    filter: { site_id: record.site_id, currency: record.currency },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  return { plans: data, fallback: data.find((plan) => plan.is_default), isPending };
}

/**
 * The commission plan of `record`'s site and currency to put an agent on, or the site default, as the form
 * value `plan`. `current` is the agent's plan (null: the site default); a new agent has none.
 */
export function PlanChoice(props: { record: RaRecord; current?: number | null; disabled?: boolean }) {
  const translate = useTranslate();
  const { plans, fallback, isPending } = usePlans(props.record);
  if (isPending) return null;
  if (plans.length === 0) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('app.agents.application.no_plans', { currency: props.record.currency })}
      </Alert>
    );
  }
  const choices = [
    {
      id: SITE_DEFAULT,
      name: translate('app.agents.application.site_default', { plan: fallback?.name ?? '—' }),
      disabled: !fallback,
    },
    ...plans.map((plan) => ({ id: String(plan.id), name: plan.name })),
  ];
  const initial =
    props.current === undefined
      ? fallback
        ? SITE_DEFAULT
        : String(plans[0]!.id)
      : props.current === null
        ? SITE_DEFAULT
        : String(props.current);
  return (
    <SelectInput
      source="plan"
      label="app.agents.application.plan"
      choices={choices}
      translateChoice={false}
      defaultValue={initial}
      validate={required()}
      helperText="app.agents.application.plan_hint"
      disabled={props.disabled}
      fullWidth
    />
  );
}
