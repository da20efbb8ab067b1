import { useCanAccess, useDataProvider, useRecordContext } from 'react-admin';
import type { PlaydeckDataProvider } from '../api/types';
import { formatMoney } from '../shared/money';
import { useLang } from '../shared/use-lang';
import { useApiAction } from '../shared/use-api-action';
import { STATEMENTS } from './agents-data-provider';
import { DecisionButtons } from './decision-buttons';

// Another operator decided first: say so; the page then shows the statement as it is.
const DECISION_ERRORS = { conflict: 'app.agents.statement.conflict' } as const;

/**
 * Pay (the commission goes to the agent's wallet, once) or reject a statement that waits for finance
 * (money.approve only). Each asks first; while a call runs both buttons are off.
 */
export function StatementDecision() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const { canAccess } = useCanAccess({ resource: STATEMENTS, action: 'approve' });
  const { run, pending } = useApiAction(DECISION_ERRORS);
  const lang = useLang();
  if (!record || !canAccess || record.status !== 'pending') return null;
  const args = {
    id: record.id,
    agent: record.agent_account,
    amount: formatMoney(record.commission, record.currency, lang),
  };
  return (
    <DecisionButtons
      keys="app.agents.statement"
      args={args}
      pending={pending}
      onApprove={() => run(() => dataProvider.approveAgentStatement(record.id), 'app.agents.statement.paid')}
      onReject={(reason) =>
        run(() => dataProvider.rejectAgentStatement(record.id, reason), 'app.agents.statement.rejected')
      }
    />
  );
}
