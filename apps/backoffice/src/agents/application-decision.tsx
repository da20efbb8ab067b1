import { useCanAccess, useDataProvider, useRecordContext, useRedirect } from 'react-admin';
import type { PlaydeckDataProvider } from '../api/types';
import { useApiAction } from '../shared/use-api-action';
import { APPLICATIONS } from './agents-data-provider';
import { DecisionButtons } from './decision-buttons';
import { PlanChoice, planIdOf } from './plan-choice';

// Another operator decided first: say so; the list then shows what is still waiting.
const DECISION_ERRORS = { conflict: 'app.agents.application.conflict' } as const;

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
