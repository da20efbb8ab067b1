import {
  ListButton,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { MemberField, ParentAgentField } from './agent-fields';
import { ApplicationDecision } from './application-decision';

function ApplicationTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate('app.agents.application.title', { member: record.member_account })}</>;
}

function ApplicationActions() {
  return (
    <TopToolbar sx={{ gap: 1, alignItems: 'center' }}>
      <ListButton />
      <ApplicationDecision />
    </TopToolbar>
  );
}

/** Who applied, under which agent, what they wrote; the decision and its reason once made. */
function DecisionFields() {
  const record = useRecordContext();
  if (!record || record.status === 'pending') return null;
  return (
    <SimpleShowLayout sx={{ pt: 0 }}>
      {record.status === 'rejected' && <TextField source="reason" sx={{ whiteSpace: 'pre-wrap' }} />}
      <TextField source="decided_by" emptyText="—" />
      <DateTimeField source="decided_at" />
    </SimpleShowLayout>
  );
}

/** One application: the member, the agent they registered under and their note, Approve / Reject while waiting. */
export function ApplicationShow() {
  return (
    <Show title={<ApplicationTitle />} actions={<ApplicationActions />}>
      <SimpleShowLayout>
        <StatusChip source="status" prefix="app.agents.application_status" />
        <MemberField source="member_account" idSource="member_id" />
        <ReferenceField source="site_id" reference="sites" link={false} />
        <TextField source="currency" />
        <ParentAgentField source="parent_agent_id" />
        <TextField source="note" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <DateTimeField source="created_at" />
      </SimpleShowLayout>
      <DecisionFields />
    </Show>
  );
}
