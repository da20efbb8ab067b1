import { Box, Chip } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  Edit,
  NullableBooleanInput,
  ReferenceField,
  SaveButton,
  SimpleForm,
  SimpleList,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { DateTimeField } from '../shared/date-time-field';
import { siteFilter } from '../shared/filter-inputs';
import { AgentList } from './agent-list';
import { MemberField, ParentAgentField } from './agent-fields';
import { PlanChoice, planIdOf } from './plan-choice';

/** Site and account stay on a phone's screen; on or off is under "Add filter" there. */
const filtersFor = (phone: boolean) => [
  siteFilter,
  <TextInput key="member_account" source="member_account" alwaysOn />,
  <NullableBooleanInput key="agent_active" source="agent_active" alwaysOn={!phone} />,
];

/** The agent's plan by name, or "Site default" when they follow the site's default plan. */
function PlanNameField(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <>{record.plan_name ?? translate('app.agents.directory.site_default')}</>;
}

/** Active or switched off: a switched-off agent keeps their downline but cannot use the agent centre. */
function ActiveField(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return record.agent_active ? (
    <Chip size="small" color="success" label={translate('app.agents.directory.active')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('app.agents.directory.inactive')} />
  );
}

/** Every agent of the operator's sites, newest first; support and owners switch one off or move their plan. */
export function AgentDirectoryList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'agents', action: 'edit' });
  const rowClick = canEdit ? 'edit' : false;
  return (
    <AgentList
      filters={filtersFor}
      phone={
        <SimpleList
          rowClick={rowClick}
          primaryText={(r) => `${String(r.member_account)} · ${String(r.currency)}`}
          secondaryText={() => (
            <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <ActiveField />
              <PlanNameField />
            </Box>
          )}
          tertiaryText={(r) => String(r.downline)}
        />
      }
      table={
        <DataTable bulkActionButtons={false} rowClick={rowClick}>
          <DataTable.Col source="id" />
          <DataTable.Col source="site_id" disableSort>
            <ReferenceField source="site_id" reference="sites" link={false} />
          </DataTable.Col>
          <DataTable.Col source="member_account" disableSort>
            <MemberField source="member_account" idSource="id" />
          </DataTable.Col>
          <DataTable.Col source="currency" disableSort />
          <DataTable.Col source="agent_level" disableSort />
          <DataTable.Col source="parent_agent_id" disableSort>
            <ParentAgentField />
          </DataTable.Col>
          <DataTable.Col source="plan_name" disableSort>
            <PlanNameField />
          </DataTable.Col>
          <DataTable.Col source="downline" align="right" disableSort />
          <DataTable.Col source="agent_active" disableSort>
            <ActiveField />
          </DataTable.Col>
          <DataTable.Col source="created_at" disableSort>
            <DateTimeField source="created_at" />
          </DataTable.Col>
        </DataTable>
      }
    />
  );
}

/** What the admin API takes: the plan (null for the site default), on or off, and why. */
export const agentUpdateBody = (values: FieldValues) => ({
  plan_id: planIdOf(values.plan),
  agent_active: values.agent_active === true,
  reason: String(values.reason ?? '').trim(),
});

function AgentInputs() {
  const record = useRecordContext();
  // A plan decides what is paid: only finance and owners move an agent to another one (agents.plans).
  const { canAccess: canMovePlan } = useCanAccess({ resource: 'agent-plans', action: 'edit' });
  if (!record) return null;
  return (
    <>
      <PlanChoice record={record} current={record.plan_id} disabled={!canMovePlan} />
      <BooleanInput source="agent_active" helperText="app.agents.directory.active_hint" />
      <TextInput source="reason" validate={[required(), maxLength(500)]} multiline fullWidth />
    </>
  );
}

function AgentTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{translate('app.agents.directory.title', { member: record?.member_account ?? '' })}</>;
}

/** Moving an agent to another plan applies from the first period not yet settled (decision 0022). */
export function AgentEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={agentUpdateBody} title={<AgentTitle />}>
      {/* noValidate: the form's own rules say what is wrong, in the console's language. */}
      <SimpleForm
        noValidate
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <AgentInputs />
      </SimpleForm>
    </Edit>
  );
}
