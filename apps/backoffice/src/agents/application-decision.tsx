import { Alert } from '@mui/material';
import {
  SelectInput,
  required,
  useCanAccess,
  useDataProvider,
  useGetList,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { PlaydeckDataProvider } from '../api/data-provider';
import { useApiAction } from '../shared/use-api-action';
import { APPLICATIONS } from './agents-data-provider';
import { DecisionButtons } from './decision-buttons';

/** The choice that sends no plan: the site's default plan for the currency. */
const SITE_DEFAULT = 'default';
/** The plan chosen as the API takes it: its id, or null for the site default (or no choice offered). */
const planIdOf = (plan: unknown) => (typeof plan === 'string' && plan !== SITE_DEFAULT ? Number(plan) : null);

// Another operator decided first: say so; the list then shows what is still waiting.
const DECISION_ERRORS = { conflict: 'app.agents.application.conflict' } as const;

/** The plans of the applicant's site and currency, and which one "site default" stands for. */
function usePlans(record: RaRecord | undefined) {
  const { data = [], isPending } = useGetList(
    'agent-plans',
    {
      filter: { site_id: record?.site_id, currency: record?.currency },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: record !== undefined },
  );
  return { plans: data, fallback: data.find((plan) => plan.is_default), isPending };
}

/** The plan to put the new agent on: one of the site currency's plans, or the site default. */
function PlanChoice({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { plans, fallback, isPending } = usePlans(record);
  if (isPending) return null;
  if (plans.length === 0) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('app.agents.application.no_plans', { currency: record.currency })}
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
  return (
    <SelectInput
      source="plan"
      label="app.agents.application.plan"
      choices={choices}
      translateChoice={false}
      defaultValue={fallback ? SITE_DEFAULT : String(plans[0]!.id)}
      validate={required()}
      helperText="app.agents.application.plan_hint"
      fullWidth
    />
  );
}

/** Approve (on a plan) or reject (with the reason) a waiting application: support and owners only. */
export function ApplicationDecision() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const { canAccess } = useCanAccess({ resource: APPLICATIONS, action: 'approve' });
  const { run, pending } = useApiAction(DECISION_ERRORS);
  const redirect = useRedirect();
  if (!record || !canAccess || record.status !== 'pending') return null;
  const args = { member: record.member_account, currency: record.currency };
  // Decided, the application leaves the waiting list: back to it for the next one.
  const decide = async (action: () => Promise<unknown>, done: string) => {
    const ok = await run(action, done);
    if (ok) redirect('list', APPLICATIONS);
    return ok;
  };
  return (
    <DecisionButtons
      keys="app.agents.application"
      args={args}
      pending={pending}
      inputs={<PlanChoice record={record} />}
      onApprove={({ plan }) =>
        decide(() => dataProvider.approveAgentApplication(record.id, planIdOf(plan)), 'app.agents.application.approved')
      }
      onReject={(reason) =>
        decide(() => dataProvider.rejectAgentApplication(record.id, reason), 'app.agents.application.rejected')
      }
    />
  );
}
